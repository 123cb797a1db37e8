// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueParts, createTranslator } from '@halaqa/shared/i18n/index';
import { RichTextField } from './RichTextField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = createTranslator('ar', catalogueParts('ar', ['richText', 'errors']));

afterEach(() => {
  document.body.innerHTML = '';
});

async function fieldIn(initialHtml: string, typeBeforeLoad?: string) {
  const host = document.createElement('form');
  document.body.append(host);
  const changes: string[] = [];
  // Rendered and typed into in one go: the editor's module arrives later, even when already loaded once.
  act(() => {
    createRoot(host).render(<RichTextField id="about" name="content" label="المحتوى" initialHtml={initialHtml} onChange={(html) => changes.push(html)} dir="rtl" t={t} />);
  });
  if (typeBeforeLoad !== undefined) host.querySelector<HTMLTextAreaElement>('textarea[name="content"]')!.value = typeBeforeLoad;
  await act(async () => {});
  await vi.waitFor(() => expect(host.querySelector('[data-testid="rich-text-content"]')).not.toBeNull(), { timeout: 10_000 });
  return { host, changes, sent: () => host.querySelector<HTMLInputElement>('input[type="hidden"][name="content"]')!.value };
}

describe('a rich-text field', () => {
  it('opens the stored HTML in the editor, labelled, right to left, and sends it unchanged', async () => {
    const { host, changes, sent } = await fieldIn('<h2>من نحن</h2><ul><li>التعليم</li></ul>');
    const editable = host.querySelector('[data-testid="rich-text-content"]')!;
    expect(editable.getAttribute('aria-labelledby')).toBe('about-label');
    expect(host.querySelector('#about-label')!.textContent).toBe('المحتوى');
    expect(host.querySelector('.rich-text-editor')!.getAttribute('dir')).toBe('rtl');
    expect(editable.querySelector('h2')!.textContent).toBe('من نحن');
    expect(editable.querySelector('ul li')!.textContent).toBe('التعليم');
    expect(sent()).toBe('<h2>من نحن</h2><ul><li>التعليم</li></ul>');
    expect(changes).toEqual([]);
    // Its toolbar names every button in the page's language.
    const names = [...host.querySelectorAll('[role="toolbar"] button')].map((button) => button.querySelector('.visually-hidden')!.textContent);
    expect(names).toEqual([t('richText.bold'), t('richText.italic'), t('richText.code'), t('richText.heading2'), t('richText.heading3'), t('richText.heading4'), t('richText.bulletList'), t('richText.numberedList'), t('richText.quote'), t('richText.link')]);
  });

  it('keeps what was typed before the editor loaded, as paragraphs', async () => {
    const { host, changes, sent } = await fieldIn('<p>قديم</p>', 'سطر أول\n\nسطر <ثانٍ>');
    expect(sent()).toBe('<p>سطر أول</p><p>سطر &lt;ثانٍ&gt;</p>');
    expect(changes).toEqual(['<p>سطر أول</p><p>سطر &lt;ثانٍ&gt;</p>']);
    expect(host.querySelector('[data-testid="rich-text-content"]')!.textContent).toContain('سطر <ثانٍ>');
  });
});
