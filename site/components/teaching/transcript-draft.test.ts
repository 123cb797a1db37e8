import { describe, expect, it } from 'vitest';
import { transcriptProblem } from '@halaqa/shared/schemas/courses';
import {
  checkTranscript,
  formatTimestamp,
  OVERLAP,
  parseTimestamp,
  rowAfter,
  rowAtEnd,
  rowsOf,
  sortedByTime,
  START_BEFORE_END,
  TIME_INVALID,
  type TranscriptRow,
} from './transcript-draft';

const row = (id: string, start: string, end: string, text = 'x'): TranscriptRow => ({ id, start, end, text });

describe('parseTimestamp', () => {
  it.each([
    ['0:00', 0],
    ['0:05', 5],
    ['1:05', 65],
    ['12:30', 750],
    ['75:00', 4500],
    ['1:02:30', 3750],
    ['10:00:00', 36000],
    ['0:12.5', 12.5],
    ['1:00:00.25', 3600.25],
    [' 2:03 ', 123],
    ['١:٠٥', 65],
    ['۱:۰۵', 65],
    ['0:12٫5', 12.5],
    ['0:12,5', 12.5],
  ])('reads %j as %d seconds', (text, seconds) => {
    expect(parseTimestamp(text)).toBe(seconds);
  });

  it.each(['', '5', '65', '1:5', '1:60', '1:60:00', '1:1:00', ':05', '1:05:', 'a:bc', '-1:00', '1:05.1234', '1:05.'])('refuses %j', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });
});

describe('formatTimestamp', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3750, '1:02:30'],
    [12.5, '0:12.5'],
    [12.05, '0:12.05'],
    [61.123, '1:01.123'],
    [-3, '0:00'],
  ])('writes %d seconds as %j', (seconds, text) => {
    expect(formatTimestamp(seconds)).toBe(text);
  });

  it('is read back to the same number of seconds', () => {
    for (const seconds of [0, 1, 59.5, 60, 61.25, 599.999, 3600, 7322.5]) expect(parseTimestamp(formatTimestamp(seconds))).toBe(seconds);
  });
});

describe('checkTranscript', () => {
  it('gives the segments in seconds, texts trimmed, when no rule is broken', () => {
    const checked = checkTranscript([row('a', '0:00', '0:04', ' Bismillah '), row('b', '0:04', '1:02:00.5', 'Noon sakinah')]);
    expect(checked.segments).toEqual([
      { start: 0, end: 4, text: 'Bismillah' },
      { start: 4, end: 3720.5, text: 'Noon sakinah' },
    ]);
    expect([...checked.problems.values()]).toEqual([{}, {}]);
  });

  it('is valid with no rows', () => {
    expect(checkTranscript([]).segments).toEqual([]);
  });

  it('marks a time that does not parse on its own field', () => {
    const checked = checkTranscript([row('a', '0:0', '0:04'), row('b', '0:05', 'soon')]);
    expect(checked.segments).toBeNull();
    expect(checked.problems.get('a')).toEqual({ start: TIME_INVALID });
    expect(checked.problems.get('b')).toEqual({ end: TIME_INVALID });
  });

  it.each([
    ['ends before it starts', '0:10', '0:05'],
    ['ends as it starts', '0:10', '0:10'],
  ])('marks a segment that %s with the spec’s message', (_, start, end) => {
    const checked = checkTranscript([row('a', '0:00', '0:05'), row('b', start, end)]);
    expect(checked.problems.get('b')).toEqual({ order: START_BEFORE_END });
    expect(checked.problems.get('a')).toEqual({});
    expect(checked.segments).toBeNull();
  });

  it('marks the later of two overlapping segments, in time order whatever the rows’ order', () => {
    const checked = checkTranscript([row('late', '0:08', '0:12'), row('early', '0:00', '0:10'), row('after', '0:12', '0:15')]);
    expect(checked.problems.get('late')).toEqual({ overlap: OVERLAP });
    expect(checked.problems.get('early')).toEqual({});
    expect(checked.problems.get('after')).toEqual({});
  });

  it('marks a segment inside a long earlier one even past a shorter one between', () => {
    const checked = checkTranscript([row('long', '0:00', '1:00'), row('short', '0:05', '0:06'), row('inside', '0:30', '0:40')]);
    expect(checked.problems.get('short')).toEqual({ overlap: OVERLAP });
    expect(checked.problems.get('inside')).toEqual({ overlap: OVERLAP });
  });

  it('lets segments touch: one may start where the other ends', () => {
    expect(checkTranscript([row('a', '0:00', '0:05'), row('b', '0:05', '0:09')]).segments).not.toBeNull();
  });

  it('agrees with the server’s rule on whether a transcript is valid', () => {
    const cases: [string, string][][] = [
      [['0:00', '0:05'], ['0:05', '0:10']],
      [['0:00', '0:05'], ['0:04', '0:10']],
      [['0:06', '0:05']],
      [['0:10', '0:20'], ['0:00', '0:30']],
      [['0:00', '0:01'], ['0:02', '0:03'], ['0:01', '0:02']],
    ];
    for (const times of cases) {
      const rows = times.map(([start, end], index) => row(String(index), start, end));
      const segments = rows.map((each) => ({ start: parseTimestamp(each.start)!, end: parseTimestamp(each.end)!, text: 'x' }));
      expect(checkTranscript(rows).segments === null, JSON.stringify(times)).toBe(transcriptProblem(segments) !== null);
    }
  });
});

describe('rows', () => {
  it('are written from stored segments with times as m:ss, each with its own id', () => {
    const rows = rowsOf([
      { start: 0, end: 4.5, text: 'a' },
      { start: 3600, end: 3605, text: 'b' },
    ]);
    expect(rows.map(({ start, end, text }) => [start, end, text])).toEqual([
      ['0:00', '0:04.5', 'a'],
      ['1:00:00', '1:00:05', 'b'],
    ]);
    expect(new Set(rows.map((each) => each.id)).size).toBe(2);
  });

  it('are put in time order, unreadable times last', () => {
    const rows = [row('c', '0:20', '0:30'), row('x', '?', '0:01'), row('a', '0:00', '0:10'), row('b', '0:00', '0:05')];
    expect(sortedByTime(rows).map((each) => each.id)).toEqual(['b', 'a', 'c', 'x']);
  });

  it('are added after the furthest end, five seconds long', () => {
    expect(rowAtEnd([row('a', '0:00', '0:10'), row('b', '0:02', '0:04')])).toMatchObject({ start: '0:10', end: '0:15', text: '' });
    expect(rowAtEnd([])).toMatchObject({ start: '0:00', end: '0:05' });
  });

  it('are inserted after a row up to the next row’s start', () => {
    const rows = [row('a', '0:00', '0:10'), row('b', '0:12', '0:20'), row('c', '0:20', '0:30')];
    expect(rowAfter(rows, rows[0]!)).toMatchObject({ start: '0:10', end: '0:12' });
    expect(rowAfter(rows, rows[2]!)).toMatchObject({ start: '0:30', end: '0:35' });
    expect(rowAfter(rows, rows[1]!)).toMatchObject({ start: '0:20', end: '0:25' });
  });
});
