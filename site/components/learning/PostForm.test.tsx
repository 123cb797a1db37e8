// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueParts, createTranslator } from '@halaqa/shared/i18n/index';
import { PostForm } from './PostForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = createTranslator('en', catalogueParts('en', ['validation', 'learning.actions']));

afterEach(() => {
  document.body.innerHTML = '';
});

/** The form as the server sent it, typed into before its script ran, then hydrated. */
async function typedBeforeHydration(onSubmit: (post: { html: string; title: string }) => Promise<string | null>) {
  const form = <PostForm t={t} id="topic" label="Text" titleLabel="Title" submitLabel="Post" onSubmit={onSubmit} />;
  const host = document.createElement('div');
  host.innerHTML = renderToString(form);
  document.body.append(host);
  host.querySelector<HTMLInputElement>('input[name="title"]')!.value = 'Weak and strong chains';
  host.querySelector<HTMLTextAreaElement>('textarea[name="content"]')!.value = 'How do scholars grade them?';
  await act(async () => {
    hydrateRoot(host, form);
  });
  return host;
}

describe('a post form', () => {
  it('sends what was typed while the page was still loading, and empties itself once it is posted', async () => {
    const onSubmit = vi.fn(async () => null);
    const host = await typedBeforeHydration(onSubmit);
    await act(async () => {
      host.querySelector('form')!.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Weak and strong chains', html: '<p>How do scholars grade them?</p>' });
    expect(host.querySelector<HTMLInputElement>('input[name="title"]')!.value).toBe('');
    expect(host.querySelector<HTMLTextAreaElement>('textarea[name="content"]')!.value).toBe('');
  });

  it('keeps the text and shows why when the server refuses it', async () => {
    const host = await typedBeforeHydration(async () => 'Comments are closed.');
    await act(async () => {
      host.querySelector('form')!.requestSubmit();
    });
    expect(host.textContent).toContain('Comments are closed.');
    expect(host.querySelector<HTMLTextAreaElement>('textarea[name="content"]')!.value).toBe('How do scholars grade them?');
  });

  it('asks for a title first', async () => {
    const onSubmit = vi.fn(async () => null);
    const host = await typedBeforeHydration(onSubmit);
    host.querySelector<HTMLInputElement>('input[name="title"]')!.value = '  ';
    await act(async () => {
      host.querySelector('form')!.requestSubmit();
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(host.textContent).toContain(t('validation.titleRequired'));
  });

  it('sends the HTML of a richer field as it is (the forum’s editor), and gives it the text being edited', async () => {
    const onSubmit = vi.fn(async () => null);
    const host = document.createElement('div');
    document.body.append(host);
    const form = (
      <PostForm
        t={t}
        id="reply"
        label="Reply"
        submitLabel="Post"
        initialHtml="<p><strong>old</strong></p>"
        onSubmit={onSubmit}
        contentField={({ id, initialHtml }) => <input type="hidden" id={id} name="content" defaultValue={`${initialHtml}<ul><li>new</li></ul>`} />}
      />
    );
    await act(async () => {
      createRoot(host).render(form);
    });
    await act(async () => {
      host.querySelector('form')!.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ title: '', html: '<p><strong>old</strong></p><ul><li>new</li></ul>' });
  });
});
