import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaDurationOf } from './media-duration';

const DEMO_VIDEO = path.join(import.meta.dirname, '..', '..', '..', 'infra', 'src', 'demo', 'demo-lesson.webm');

describe('the length of an uploaded video', () => {
  it('is read from the file itself', async () => {
    expect(await mediaDurationOf(new Uint8Array(await readFile(DEMO_VIDEO)), 'video/webm')).toBeCloseTo(16, 0);
  });

  it('is unknown for a file that is not a video, or whose bytes do not say', async () => {
    expect(await mediaDurationOf(new Uint8Array(await readFile(DEMO_VIDEO)), 'application/pdf')).toBeNull();
    expect(await mediaDurationOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), 'video/webm')).toBeNull();
  });
});
