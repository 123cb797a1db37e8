// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { LessonComments } from './LessonComments';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { en } = catalogues;
const base = '/api/courses/course-1/materials/lesson-1/comments';
const comment = (fields: Partial<TComment> & Pick<TComment, 'id' | 'name' | 'userid'>): TComment => ({
  content: `<p>${fields.name} says hello</p>`,
  parentId: null,
  likes: [],
  photo: '',
  date: '2026-01-10T10:00:00.000Z',
  edited: false,
  depth: 0,
  ...fields,
});
const question = comment({ id: 'c1', name: 'Mona', userid: 'mona' });
const answer = comment({ id: 'c2', name: 'Karim', userid: 'karim', parentId: 'c1', depth: 1 });

let host: HTMLDivElement;
let calls: { method: string; url: string; body: unknown }[];
let replies: unknown[];

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  calls = [];
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(replies.shift()), { status: 200 });
    }),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function show(viewerId: string, manager = false, comments = [question, answer]) {
  await act(async () => {
    createRoot(host).render(
      <LessonComments
        language="en"
        t={translatorFor('en')}
        courseId="course-1"
        materialId="lesson-1"
        viewerId={viewerId}
        manager={manager}
        commentsAllowed
        initialComments={comments}
      />,
    );
  });
}

const items = () => [...host.querySelectorAll<HTMLLIElement>('[data-testid="comment"]')];
const buttonIn = (element: Element, name: string) => [...element.querySelectorAll('button')].find((button) => button.textContent?.trim().endsWith(name));

async function type(textarea: HTMLTextAreaElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('lesson comments', () => {
  it('indents replies by depth and says whom they answer', async () => {
    await show('mona');
    expect(items().map((item) => item.dataset.depth)).toEqual(['0', '1']);
    expect(items()[1]!.style.getPropertyValue('--depth')).toBe('1');
    expect(items()[1]!.textContent).toContain('In reply to Mona');
  });

  it('posts a reply with its parent, as escaped HTML paragraphs, and shows the thread the server returns', async () => {
    await show('karim');
    await act(async () => buttonIn(items()[0]!, en.learning.actions.reply)!.click());
    const textarea = host.querySelector<HTMLTextAreaElement>('#reply-c1-text')!;
    expect(host.querySelector('label[for="reply-c1-text"]')?.textContent).toBe('Your reply to Mona');
    await type(textarea, 'Use <idgham> here\nwith ghunnah');
    const reply = comment({ id: 'c3', name: 'Karim', userid: 'karim', parentId: 'c1', depth: 1, content: '<p>Use &lt;idgham&gt; here<br>with ghunnah</p>' });
    replies.push([question, reply, answer]);
    await act(async () => textarea.form!.requestSubmit());
    expect(calls).toEqual([{ method: 'POST', url: base, body: { content: '<p>Use &lt;idgham&gt; here<br>with ghunnah</p>', parentId: 'c1' } }]);
    expect(items()).toHaveLength(3);
    expect(items()[1]!.textContent).toContain('Use <idgham> here');
    expect(host.querySelector('#reply-c1-text')).toBeNull();
  });

  it('lets authors edit and delete their own comments, and managers delete any', async () => {
    await show('karim');
    expect([buttonIn(items()[0]!, 'Edit'), buttonIn(items()[0]!, 'Delete')]).toEqual([undefined, undefined]);
    expect(buttonIn(items()[1]!, 'Edit')).toBeDefined();
    expect(buttonIn(items()[1]!, 'Delete')).toBeDefined();
    document.body.innerHTML = '';
    host = document.createElement('div');
    document.body.append(host);
    await show('teacher', true);
    expect(items().every((item) => buttonIn(item, 'Delete') && !buttonIn(item, 'Edit'))).toBe(true);
  });

  it('asks before deleting, then shows the thread without the comment', async () => {
    await show('karim');
    await act(async () => buttonIn(items()[1]!, 'Delete')!.click());
    expect(items()[1]!.textContent).toContain('Delete this comment?');
    replies.push([question]);
    await act(async () => buttonIn(items()[1]!, 'Yes, delete')!.click());
    expect(calls).toEqual([{ method: 'DELETE', url: `${base}/c2`, body: undefined }]);
    expect(items()).toHaveLength(1);
  });

  it('likes and unlikes, showing the count the server gives', async () => {
    await show('karim');
    const like = () => buttonIn(items()[0]!, 'Like')!;
    expect(like().getAttribute('aria-pressed')).toBe('false');
    replies.push({ likes: ['karim'] });
    await act(async () => like().click());
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${base}/c1/like` });
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(items()[0]!.textContent).toContain('Likes: 1');
    replies.push({ likes: [] });
    await act(async () => like().click());
    expect(calls[1]).toMatchObject({ method: 'POST', url: `${base}/c1/unlike` });
    expect(items()[0]!.textContent).toContain('Likes: 0');
  });

  it('refuses an empty comment without calling the server', async () => {
    await show('karim');
    const form = host.querySelector<HTMLFormElement>('#new-comment-text')!.form!;
    await act(async () => form.requestSubmit());
    expect(calls).toEqual([]);
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(en.validation.contentRequired);
  });
});
