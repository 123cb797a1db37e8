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

const LESSON = { courseId: 'course-1', materialId: 'lesson-1' };
const POSITION = `PUT /api/courses/course-1/materials/lesson-1/position`;

async function renderPlayer(progress: (typeof LESSON & { position: number | null }) | null = null) {
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
        progress={progress}
      />,
    );
  });
}

beforeEach(async () => {
  captions = null;
  calls = [];
  // The end is reported done; the curriculum's refresh that follows fails, which changes nothing here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}${init.body ? ` ${String(init.body)}` : ''}${init.keepalive ? ' (keepalive)' : ''}`);
      if (method === 'POST') return new Response(JSON.stringify({ finishedmaterial: true }));
      return method === 'PUT' ? new Response(JSON.stringify({ position: 1 })) : new Response('{}', { status: 500 });
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

  it('saves the position on the server about every ten seconds of play and when paused, and resumes where the server says', async () => {
    await renderPlayer({ ...LESSON, position: null });
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    Object.defineProperty(video(), 'paused', { configurable: true, get: () => false });
    const played = async (time: number, wallClock: number) => {
      now = wallClock;
      video().currentTime = time;
      await act(async () => video().dispatchEvent(new Event('timeupdate')));
    };
    await played(0.3, 1_000_000);
    await played(5, 1_005_000);
    await played(10.35, 1_010_000);
    await played(12, 1_012_000);
    Object.defineProperty(video(), 'paused', { configurable: true, get: () => true });
    await act(async () => video().dispatchEvent(new Event('pause')));
    expect(calls).toEqual([`${POSITION} {"seconds":0.3} (keepalive)`, `${POSITION} {"seconds":10.3} (keepalive)`, `${POSITION} {"seconds":12} (keepalive)`]);
    // Leaving the page says it again only if the student moved since.
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(3);
    vi.restoreAllMocks();

    await renderPlayer({ ...LESSON, position: 12 });
    expect(video().currentTime).toBe(0);
    await act(async () => video().dispatchEvent(new Event('loadedmetadata')));
    expect(video().currentTime).toBe(12);
  });

  it('reports the end of the video and saves it, for a registered student only', async () => {
    await act(async () => video().dispatchEvent(new Event('ended')));
    await act(async () => video().dispatchEvent(new Event('pause')));
    expect(calls).toEqual([]);

    await renderPlayer({ ...LESSON, position: 3 });
    video().currentTime = 20;
    await act(async () => video().dispatchEvent(new Event('ended')));
    expect(calls.slice(0, 2)).toEqual([`${POSITION} {"seconds":20} (keepalive)`, 'POST /api/courses/course-1/materials/lesson-1/watched']);
  });
});
