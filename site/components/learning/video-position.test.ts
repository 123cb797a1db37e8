import { describe, expect, it } from 'vitest';
import { parsePosition, positionChanged, resumeAt, videoPositionKey } from './video-position';

describe('the saved position of a video lesson', () => {
  it('is kept per user and lesson', () => {
    expect(videoPositionKey('u1', 'l1')).not.toBe(videoPositionKey('u2', 'l1'));
    expect(videoPositionKey('u1', 'l1')).not.toBe(videoPositionKey('u1', 'l2'));
  });

  it.each([
    [null, null],
    ['12.5', 12.5],
    ['0', 0],
    ['-3', null],
    ['abc', null],
    ['Infinity', null],
  ])('reads %j as %j', (stored, seconds) => {
    expect(parsePosition(stored)).toBe(seconds);
  });

  it.each([
    [null, 60, null],
    [0.4, 60, null],
    [30, 60, 30],
    [59.5, 60, null],
    [30, Number.NaN, 30],
    [30, Number.POSITIVE_INFINITY, 30],
  ])('resumes a saved %j of a %j s video at %j', (saved, duration, at) => {
    expect(resumeAt(saved, duration)).toBe(at);
  });

  it('is written again once per whole second', () => {
    expect(positionChanged(null, 0.2)).toBe(true);
    expect(positionChanged(3.1, 3.9)).toBe(false);
    expect(positionChanged(3.9, 4.0)).toBe(true);
  });
});
