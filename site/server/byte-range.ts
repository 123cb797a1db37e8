import parseRange from 'range-parser';

/**
 * The part of a file a `Range` request asks for (RFC 9110 §14), so a video can be played from
 * any point: `whole` when there is no usable range header, `unsatisfiable` when it points past
 * the end (416), otherwise one `start`–`end` slice (inclusive). Several ranges are answered
 * with the first only, which browsers accept.
 */
export type ByteRange = { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'partial'; start: number; end: number };

export function byteRangeOf(header: string | null, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length === 0) return { kind: 'whole' };
  const [first] = ranges;
  return { kind: 'partial', start: first!.start, end: first!.end };
}
