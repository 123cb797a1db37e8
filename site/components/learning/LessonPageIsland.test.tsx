// @vitest-environment jsdom
import { act, type ComponentProps } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { catalogues } from '@halaqa/shared/i18n/index';
import LessonPageIsland from './LessonPageIsland';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { ar } = catalogues;
const lessons = [
  { id: 'l1', name: 'الدرس الأول', access: 'completed', visible: true, section: null },
  { id: 'l2', name: 'الدرس الثاني', access: 'inProgress', visible: true, section: null },
] as const;
const studentProps: ComponentProps<typeof LessonPageIsland> = {
  language: 'ar',
  courseId: 'c1',
  courseName: 'النحو',
  currentId: 'l2',
  lessons: lessons.map((lesson) => ({ ...lesson })),
  sections: [],
  completion: { initiallyDone: false, manual: true },
  problemReport: true,
  comments: { viewerId: 'u1', manager: false, commentsAllowed: true, initialComments: [] },
};

let host: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  // The crash screen reports what broke (platform-core §7).
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Rendered as the server sends it, then hydrated: the browser's first render must match it. */
async function hydrated(props: ComponentProps<typeof LessonPageIsland>) {
  host.innerHTML = renderToString(<LessonPageIsland {...props} />);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(host, <LessonPageIsland {...props} />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
}

describe("the lesson page's island", () => {
  it('puts "Report a problem" first under the lesson, then "Mark as complete" and the pager; the curriculum beside; the comments below', async () => {
    await hydrated(studentProps);
    const footer = host.querySelector('.lesson-footer')!;
    expect(footer.firstElementChild?.getAttribute('data-testid')).toBe('problem-report');
    expect(footer.textContent).toContain(ar.ownerNotifications.reportOpen);
    expect(footer.textContent).toContain(ar.learning.lesson.markComplete);
    expect(host.querySelectorAll('.lesson-aside [data-testid="curriculum-lesson"]')).toHaveLength(2);
    expect(host.querySelector('.lesson-comments h2')?.textContent).toBe(ar.learning.comments.title);
  });

  it('offers no "Mark as complete" on a lesson the student\'s mark does not complete (an untaken quiz), and "Next" stays a link', async () => {
    await hydrated({ ...studentProps, completion: { initiallyDone: false, manual: false } });
    const footer = host.querySelector('.lesson-footer')!;
    expect(footer.textContent).not.toContain(ar.learning.lesson.markComplete);
    expect(footer.querySelector('.lesson-completion')).toBeNull();
  });

  it('leaves out the report and the comments for someone who is neither a registered student nor a participant', async () => {
    await hydrated({ ...studentProps, completion: null, problemReport: false, comments: null });
    expect(host.querySelector('[data-testid="problem-report"]')).toBeNull();
    expect(host.querySelector('.lesson-comments')).toBeNull();
    expect(host.querySelector('.lesson-footer nav, .lesson-footer a')).not.toBeNull();
  });

  it('shows the crash screen in the comments alone when they break, and keeps the navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...studentProps, comments: { ...studentProps.comments!, initialComments: null as unknown as TComment[] } };
    await act(async () => {
      root = createRoot(host);
      root.render(<LessonPageIsland {...broken} />);
    });
    expect(host.querySelector('.lesson-comments [role="alert"] h2')?.textContent).toBe(ar.crash.title);
    expect(host.querySelector('.lesson-footer')?.textContent).toContain(ar.learning.lesson.markComplete);
    expect(host.querySelectorAll('.lesson-aside [data-testid="curriculum-lesson"]')).toHaveLength(2);
  });
});
