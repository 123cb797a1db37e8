import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A small WebM video made in the test browser itself (WebCodecs' VP8 encoder, muxed by
 * mediabunny, so it has a duration and cues and can be sought): the machine has no ffmpeg, and a
 * video made on demand keeps binary files out of the repository. Ten frames a second of changing
 * colour, 64 px square. WebCodecs needs a secure context: the page is a routed localhost address.
 */
export async function tinyWebm(browser: Browser, seconds: number): Promise<Uint8Array> {
  const bundles = dirname(createRequire(import.meta.url).resolve('mediabunny'));
  const code = readFileSync(join(bundles, 'mediabunny.min.mjs'), 'utf8');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route('http://localhost/video-maker', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
    await page.goto('http://localhost/video-maker');
    // A string, not a function: vitest rewrites `import()` inside test code into its own loader,
    // which does not exist in the page.
    const bytes = await page.evaluate<number[]>(`(async () => {
      const mediabunny = await import(URL.createObjectURL(new Blob([${JSON.stringify(code)}], { type: 'text/javascript' })));
      const canvas = new OffscreenCanvas(64, 64);
      const paint = canvas.getContext('2d');
      const output = new mediabunny.Output({ format: new mediabunny.WebMOutputFormat(), target: new mediabunny.BufferTarget() });
      const source = new mediabunny.CanvasSource(canvas, { codec: 'vp8', bitrate: mediabunny.QUALITY_LOW, keyFrameInterval: 0.5 });
      output.addVideoTrack(source, { frameRate: 10 });
      await output.start();
      for (let frame = 0; frame < ${seconds * 10}; frame += 1) {
        paint.fillStyle = 'hsl(' + frame * 10 + ', 80%, 50%)';
        paint.fillRect(0, 0, 64, 64);
        await source.add(frame / 10, 0.1);
      }
      await output.finalize();
      return Array.from(new Uint8Array(output.target.buffer));
    })()`);
    return new Uint8Array(bytes);
  } finally {
    await context.close();
  }
}

/** Plays the page's (muted) video, from `from` seconds when given, until it reaches `until` seconds or its end. */
export async function playVideo(page: Page, from: number | null, until: number): Promise<void> {
  await page.locator('video').evaluate(async (video: HTMLVideoElement, start) => {
    video.muted = true;
    if (start !== null) video.currentTime = start;
    await video.play();
  }, from);
  const reached = () => page.locator('video').evaluate((video: HTMLVideoElement) => (video.ended ? Number.POSITIVE_INFINITY : video.currentTime));
  await expect.poll(reached, { timeout: 20_000 }).toBeGreaterThanOrEqual(until);
}
