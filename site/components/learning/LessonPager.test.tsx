// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonPager } from './LessonPager';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The server's answers, through fetch rather than a mock of curriculum-store: unit files share
// their workers, and a module mock does not reach a module another file has already loaded.
let calls: string[];

const lessons = [
  { id: 'a', name: 'First', access: 'inProgress' as const, visible: true, section: null },
  { id: 'b', name: 'Second', access: 'locked' as const, visible: true, section: null },
];
const t = ((key: string, values?: Record<string, unknown>) => `${key}${values?.name ? `:${String(values.name)}` : ''}`) as never;
let host: HTMLDivElement;
let assign: ReturnType<typeof vi.fn>;

async function render(completesCurrent: boolean) {
  host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<LessonPager t={t} courseId="c" currentId="a" lessons={lessons} completesCurrent={completesCurrent} />));
}

const next = () => host.querySelector<HTMLAnchorElement>('a[rel="next"]')!;

beforeEach(() => {
  calls = [];
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  // The lesson's rules are not met yet: the server refuses to complete it.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return new Response(JSON.stringify({ error: 'not yet' }), { status: 409 });
    }),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Next', () => {
  it('completes the current lesson first, then moves on even when its rules are not met', async () => {
    await render(true);
    await act(async () => next().click());
    expect(calls).toEqual(['POST /api/courses/c/materials/a/complete']);
    expect(assign).toHaveBeenCalledWith(next().href);
  });

  it('is a plain link for a lesson already done, and for a click that opens a new tab', async () => {
    await render(false);
    next().addEventListener('click', (event) => event.preventDefault());
    await act(async () => next().click());
    document.body.innerHTML = '';
    await render(true);
    await act(async () => next().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
