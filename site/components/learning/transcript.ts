/** A video lesson's transcript (learning-content §3: segments with start and end seconds). */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}

/** The segment being spoken at `time` (seconds), or -1 between segments. */
export function segmentIndexAt(segments: readonly TranscriptSegment[], time: number): number {
  return segments.findIndex((segment) => time >= segment.start && time < segment.end);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 75 → "1:15"; 3675 → "1:01:15", as video players show a position. */
export function timestampOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}

function vttTime(seconds: number): string {
  const milliseconds = Math.round(Math.max(0, seconds) * 1000);
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor((milliseconds % 3_600_000) / 60_000);
  const secs = Math.floor((milliseconds % 60_000) / 1000);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(secs)}.${String(milliseconds % 1000).padStart(3, '0')}`;
}

/** The transcript as WebVTT, so the video shows it as captions too. */
export function webVttOf(segments: readonly TranscriptSegment[]): string {
  const cues = segments.map((segment) => `${vttTime(segment.start)} --> ${vttTime(segment.end)}\n${segment.text.replace(/\n{2,}/g, '\n').replace(/-->/g, '->')}`);
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}
