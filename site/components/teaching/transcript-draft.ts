import type { TTranscriptSegment } from '@halaqa/shared/schemas/courses';

/**
 * The transcript editor's rows as typed (issue #14): times are text until they parse, so a
 * half-written "1:0" is kept as it is and marked, not turned into a number behind the
 * teacher's back. `checkTranscript` applies the spec's rules (learning-content §5: start
 * before end, no overlaps) row by row, so each message is shown beside the row that breaks it;
 * the server checks the same rules again when the lesson is saved.
 */

export interface TranscriptRow {
  /** Stable across edits and reordering, for React keys and field ids. */
  id: string;
  start: string;
  end: string;
  text: string;
}

/** Catalogue keys of the problems of one row; an empty object for a row that breaks no rule. */
export interface RowProblems {
  start?: string;
  end?: string;
  /** Start not before end: both fields are marked. */
  order?: string;
  /** Starts before an earlier segment ends: the start field is marked. */
  overlap?: string;
}

export const TIME_INVALID = 'authoring.transcript.timeInvalid';
export const START_BEFORE_END = 'validation.transcriptStartBeforeEnd';
export const OVERLAP = 'validation.transcriptOverlap';

/** Arabic-Indic and Persian digits and the Arabic decimal separator, as a phone keyboard may type them. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,]/g, '.');
}

/**
 * "1:05" → 65, "1:02:30" → 3750, "0:12.5" → 12.5; null for anything else. Minutes may exceed 59
 * in m:ss ("75:00"), seconds may not; in h:mm:ss minutes may not either.
 */
export function parseTimestamp(text: string): number | null {
  const match = /^(?:(\d+):([0-5]\d):|(\d+):)([0-5]\d(?:\.\d{1,3})?)$/.exec(westernDigits(text.trim()));
  if (!match) return null;
  const [, hours, minutesOfHour, minutes, seconds] = match;
  const total = hours !== undefined ? Number(hours) * 3600 + Number(minutesOfHour) * 60 : Number(minutes) * 60;
  return total + Number(seconds);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 65 → "1:05", 3750 → "1:02:30", 12.5 → "0:12.5": what parseTimestamp reads back exactly (to the millisecond). */
export function formatTimestamp(seconds: number): string {
  const milliseconds = Math.round(Math.max(0, seconds) * 1000);
  const whole = Math.floor(milliseconds / 1000);
  const fraction = milliseconds % 1000 === 0 ? '' : `.${String(milliseconds % 1000).padStart(3, '0').replace(/0+$/, '')}`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${twoDigits(whole % 60)}${fraction}`;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}

let lastId = 0;
export const newRowId = () => `segment-${(lastId += 1)}`;

export function rowsOf(segments: readonly TTranscriptSegment[]): TranscriptRow[] {
  return segments.map((segment) => ({ id: newRowId(), start: formatTimestamp(segment.start), end: formatTimestamp(segment.end), text: segment.text }));
}

export interface CheckedTranscript {
  problems: Map<string, RowProblems>;
  /** The rows as the API takes them; null while any row breaks a rule. */
  segments: TTranscriptSegment[] | null;
}

export function checkTranscript(rows: readonly TranscriptRow[]): CheckedTranscript {
  const problems = new Map<string, RowProblems>(rows.map((row) => [row.id, {}]));
  const timed: { id: string; start: number; end: number }[] = [];
  for (const row of rows) {
    const found = problems.get(row.id)!;
    const start = parseTimestamp(row.start);
    const end = parseTimestamp(row.end);
    if (start === null) found.start = TIME_INVALID;
    if (end === null) found.end = TIME_INVALID;
    if (start === null || end === null) continue;
    if (start >= end) found.order = START_BEFORE_END;
    else timed.push({ id: row.id, start, end });
  }
  // In time order, a segment overlaps when it starts before some earlier one has ended: the
  // later one is the row that breaks the rule. (Ties keep the rows' order: the sort is stable.)
  timed.sort((a, b) => a.start - b.start);
  let latestEnd = -Infinity;
  for (const segment of timed) {
    if (segment.start < latestEnd) problems.get(segment.id)!.overlap = OVERLAP;
    latestEnd = Math.max(latestEnd, segment.end);
  }
  const valid = [...problems.values()].every((found) => Object.keys(found).length === 0);
  return {
    problems,
    segments: valid ? rows.map((row) => ({ start: parseTimestamp(row.start)!, end: parseTimestamp(row.end)!, text: row.text.trim() })) : null,
  };
}

/** The rows in time order (by start, then end); rows whose times do not parse go last, as they were. */
export function sortedByTime(rows: readonly TranscriptRow[]): TranscriptRow[] {
  const key = (row: TranscriptRow) => [parseTimestamp(row.start) ?? Infinity, parseTimestamp(row.end) ?? Infinity] as const;
  return [...rows].sort((a, b) => {
    const [aStart, aEnd] = key(a);
    const [bStart, bEnd] = key(b);
    return aStart === bStart ? (aEnd === bEnd ? 0 : aEnd < bEnd ? -1 : 1) : aStart < bStart ? -1 : 1;
  });
}

/** The end of the segment the rows reach furthest, or 0. */
function latestEnd(rows: readonly TranscriptRow[]): number {
  return Math.max(0, ...rows.map((row) => parseTimestamp(row.end) ?? 0));
}

/** A new five-second row after the whole transcript. */
export function rowAtEnd(rows: readonly TranscriptRow[]): TranscriptRow {
  const start = latestEnd(rows);
  return { id: newRowId(), start: formatTimestamp(start), end: formatTimestamp(start + 5), text: '' };
}

/** A new row right after `after`, ending where the next row starts when that is sooner than five seconds. */
export function rowAfter(rows: readonly TranscriptRow[], after: TranscriptRow): TranscriptRow {
  const start = parseTimestamp(after.end) ?? latestEnd(rows);
  const next = rows[rows.indexOf(after) + 1];
  const nextStart = next ? parseTimestamp(next.start) : null;
  const end = nextStart !== null && nextStart > start ? Math.min(nextStart, start + 5) : start + 5;
  return { id: newRowId(), start: formatTimestamp(start), end: formatTimestamp(end), text: '' };
}
