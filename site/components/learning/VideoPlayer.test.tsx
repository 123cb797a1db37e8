// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VideoPlayer from './VideoPlayer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const transcript = [
  { start: 0, end: 5, text: 'Bismillah' },
  { start: 5, end: 12, text: 'The rules of noon sakinah' },
  { start: 12, end: 20, text: 'Idhhar comes first' },
];

let host: HTMLDivElement;
let captions: Blob | null;
/**
 * The calls to the server, through fetch rather than a mock of curriculum-store: unit files share
 * their workers, and a module mock does not reach a module another file has already loaded.
 */
let calls: string[];

const POSITION_KEY = 'halaqa:video-position:user-1:lesson-1';
const LESSON = { courseId: 'course-1', materialId: 'lesson-1' };

async function renderPlayer(completeAtEnd: typeof LESSON | null = null) {
  document.body.innerHTML = '';
  host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    createRoot(host).render(
      <VideoPlayer
        language="en"
        src="/files/public/lessons/1/x_noon.mp4"
        videoType="video/mp4"
        fileName="noon.mp4"
        transcript={transcript}
        captionsLanguage="ar"
        positionKey={POSITION_KEY}
        completeAtEnd={completeAtEnd}
      />,
    );
  });
}

beforeEach(async () => {
  captions = null;
  localStorage.clear();
  calls = [];
  // Completing answers done; the curriculum's refresh that follows fails, which changes nothing here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      return method === 'POST' ? new Response(JSON.stringify({ finishedmaterial: true })) : new Response('{}', { status: 500 });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => ((captions = blob), 'blob:captions'), revokeObjectURL: () => undefined }));
  await renderPlayer();
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** jsdom's Blob has no text(); FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const video = () => host.querySelector('video')!;
const lines = () => [...host.querySelectorAll<HTMLButtonElement>('.transcript button')];
const highlighted = () => lines().findIndex((line) => line.getAttribute('aria-current') === 'true');

describe('the video player', () => {
  it('plays the file with the type the server gave, and the transcript as captions in the site’s language', async () => {
    expect(host.querySelector('source')?.getAttribute('src')).toBe('/files/public/lessons/1/x_noon.mp4');
    expect(host.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
    // In the language of the site's lessons, which the student's player names (issue #15: it had none).
    expect(host.querySelector('track')).toMatchObject({ kind: 'captions', src: 'blob:captions', srclang: 'ar', label: 'Captions' });
    expect(await textOf(captions!)).toContain('00:00:05.000 --> 00:00:12.000\nThe rules of noon sakinah');
  });

  it('moves the video to the line chosen in the transcript and highlights it', async () => {
    expect(lines().map((line) => line.textContent)).toEqual(['0:00Bismillah', '0:05The rules of noon sakinah', '0:12Idhhar comes first']);
    await act(async () => lines()[2]!.click());
    expect(video().currentTime).toBe(12);
    expect(highlighted()).toBe(2);
  });

  it('highlights the line being spoken as the video plays, and none between lines', async () => {
    for (const [time, line] of [
      [6, 1],
      [0.5, 0],
      [25, -1],
    ] as const) {
      video().currentTime = time;
      await act(async () => video().dispatchEvent(new Event('timeupdate')));
      expect(highlighted()).toBe(line);
    }
  });

  it('keeps the position once per second played, and resumes there once the video’s metadata arrives', async () => {
    const played = async (time: number) => {
      video().currentTime = time;
      await act(async () => video().dispatchEvent(new Event('timeupdate')));
    };
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await played(7.2);
    await played(7.8);
    await played(8.1);
    expect(setItem.mock.calls).toEqual([
      [POSITION_KEY, '7.2'],
      [POSITION_KEY, '8.1'],
    ]);
    setItem.mockRestore();

    await renderPlayer();
    expect(video().currentTime).toBe(0);
    await act(async () => video().dispatchEvent(new Event('loadedmetadata')));
    expect(video().currentTime).toBe(8.1);
  });

  it('at the end forgets the position and completes a lesson it is to complete; otherwise completes nothing', async () => {
    localStorage.setItem(POSITION_KEY, '12');
    await act(async () => video().dispatchEvent(new Event('ended')));
    expect(localStorage.getItem(POSITION_KEY)).toBeNull();
    expect(calls).toEqual([]);

    await renderPlayer(LESSON);
    await act(async () => video().dispatchEvent(new Event('ended')));
    expect(calls[0]).toBe('POST /api/courses/course-1/materials/lesson-1/complete');
  });
});
