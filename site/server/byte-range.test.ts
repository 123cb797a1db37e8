import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('byteRangeOf', () => {
  it.each([
    [null, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=1000-1001', { kind: 'unsatisfiable' }],
    ['items=0-1', { kind: 'whole' }],
    ['nonsense', { kind: 'whole' }],
  ] as const)('%s of 1000 bytes → %j', (header, expected) => {
    expect(byteRangeOf(header, 1000)).toEqual(expected);
  });
});
