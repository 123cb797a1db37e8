import type { CollectionBeforeValidateHook, FieldHook, Payload, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { richTextFromHtml } from '../services/content/rich-text';
import { htmlFromRichTextEditor, richTextEditorOf, type HtmlAsRichText } from './html-as-rich-text';

// Payload's default editor features ask the configuration only for its collections (uploads, links to documents).
const payload = { config: { collections: [], globals: [], localization: false } } as unknown as Payload;
const req = { payload } as PayloadRequest;
const about: HtmlAsRichText = { group: 'about', html: 'content', editor: 'contentRichText' };

const afterRead = (richTextEditorOf(about) as { hooks: { afterRead: FieldHook[] } }).hooks.afterRead[0]!;
const read = (args: { overrideAccess?: boolean; findMany?: boolean }, content: unknown) =>
  afterRead({ siblingData: { title: 'About', content }, req, overrideAccess: false, findMany: false, ...args } as unknown as Parameters<FieldHook>[0]);

const beforeValidate = htmlFromRichTextEditor(about);
const write = (data: Record<string, unknown>, storedHtml: string) =>
  beforeValidate({ data, originalDoc: { about: { title: 'About', content: storedHtml } }, req } as unknown as Parameters<CollectionBeforeValidateHook>[0]);

const textOf = (state: unknown) => JSON.stringify(state).match(/"text":"([^"]*)"/g);

describe('the about HTML edited as rich text in the admin (issue #44, item 13)', () => {
  it("reads the stored HTML as the editor's state for one document read with the reader's access", async () => {
    expect(textOf(await read({}, '<p>مرحبا <strong>بكم</strong></p>'))).toEqual(['"text":"مرحبا "', '"text":"بكم"']);
    expect(await read({}, null)).toBeNull();
  });

  it('converts nothing for services (overrideAccess) or lists', async () => {
    expect(await read({ overrideAccess: true }, '<p>x</p>')).toBeUndefined();
    expect(await read({ findMany: true }, '<p>x</p>')).toBeUndefined();
  });

  it('writes a changed text as HTML in the HTML field, and drops the editor state', async () => {
    const stored = '<p>مدرسة</p>';
    const edited = await richTextFromHtml(payload, '<p>مدرسة</p><p><strong>نتعلم</strong></p><ul><li>النحو</li></ul>');
    const data = await write({ about: { title: 'About', contentRichText: edited } }, stored);
    expect(data).toEqual({ about: { title: 'About', content: expect.stringContaining('<strong>نتعلم</strong>') } });
    expect((data as { about: { content: string } }).about.content).toMatch(/<ul[^>]*><li[^>]*>النحو<\/li><\/ul>/);
  });

  it('keeps the stored HTML as it is when the editor did not change the text', async () => {
    // The editor cannot hold a paragraph's dir; reading and saving the document must not lose it.
    const stored = '<p dir="rtl">مدرسة للعربية</p>';
    const opened = await richTextFromHtml(payload, stored);
    expect(await write({ about: { title: 'New title', contentRichText: opened } }, stored)).toEqual({ about: { title: 'New title' } });
  });

  it('takes an editor field without a state (as a service read it) for no change at all', async () => {
    // Payload's update hands the hook the document as read, with the field undefined or null.
    for (const state of [undefined, null]) {
      expect(await write({ about: { title: 'About', content: '<p>x</p>', contentRichText: state }, aboutVisible: true }, '<p>x</p>')).toEqual({
        about: { title: 'About', content: '<p>x</p>' },
        aboutVisible: true,
      });
    }
  });

  it('leaves writes without an editor state (the site, services, HTML sent to Payload) alone', async () => {
    const data = { about: { content: '<p>x</p>' } };
    expect(await write(data, '<p>y</p>')).toBe(data);
    expect(await write({ siteName: 'Acme' }, '<p>y</p>')).toEqual({ siteName: 'Acme' });
  });
});
