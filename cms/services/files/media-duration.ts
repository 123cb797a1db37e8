import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';

/** Types whose length is read at upload: a lesson's video (and audio) is what a position is saved in. */
const TIMED_TYPES = /^(video|audio)\//;

/**
 * The length in seconds of an uploaded video or audio file, read from its container (mediabunny:
 * MP4, WebM, Ogg, …); null for other files and for bytes that do not say. Nothing is decoded.
 */
export async function mediaDurationOf(bytes: Uint8Array, contentType: string): Promise<number | null> {
  if (!TIMED_TYPES.test(contentType)) return null;
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const seconds = await input.computeDuration();
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    // A file the reader cannot follow is still a valid upload (its type was recognised); positions in it are only checked as positions.
    return null;
  } finally {
    input.dispose();
  }
}
