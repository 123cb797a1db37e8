import { describe, expect, it } from 'vitest';
import { segmentIndexAt, timestampOf, webVttOf } from './transcript';

const segments = [
  { start: 0, end: 4.5, text: 'Bismillah' },
  { start: 4.5, end: 10, text: 'Today: the rules of noon' },
  { start: 12, end: 3700, text: 'A long pause' },
];

describe('segmentIndexAt', () => {
  it.each([
    [0, 0],
    [4.49, 0],
    [4.5, 1],
    [11, -1],
    [12, 2],
    [3700, -1],
  ])('at %s seconds: segment %s', (time, index) => {
    expect(segmentIndexAt(segments, time)).toBe(index);
  });
});

describe('timestampOf', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [3675, '1:01:15'],
    [-3, '0:00'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(timestampOf(seconds)).toBe(text);
  });
});

describe('webVttOf', () => {
  it('writes one cue per segment with WebVTT timestamps', () => {
    expect(webVttOf(segments)).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:04.500\nBismillah\n\n' +
        '00:00:04.500 --> 00:00:10.000\nToday: the rules of noon\n\n' +
        '00:00:12.000 --> 01:01:40.000\nA long pause\n',
    );
  });

  it('keeps a cue in one block even when its text has blank lines or an arrow', () => {
    expect(webVttOf([{ start: 1, end: 2, text: 'a\n\nb --> c' }])).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\nb -> c\n');
  });
});
