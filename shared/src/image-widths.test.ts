import { describe, expect, it } from 'vitest';
import { imageSrcset, imageUrl, requestedImageWidth } from './image-widths';

describe('requestedImageWidth', () => {
  it.each([
    [null, null],
    ['320', 320],
    ['640', 640],
    ['960', 960],
    ['1280', 1280],
    ['', 'invalid'],
    ['641', 'invalid'],
    ['2400', 'invalid'],
    ['0640', 'invalid'],
    ['640.0', 'invalid'],
    ['-640', 'invalid'],
    ['640px', 'invalid'],
    [' 640', 'invalid'],
  ] as const)('%j → %j', (param, expected) => {
    expect(requestedImageWidth(param)).toBe(expected);
  });
});

describe('image URLs', () => {
  const key = 'public/images/1700000000000/ab12cd34_Cover.png';

  it('names the width in the query', () => {
    expect(imageUrl(key, 640)).toBe(`/files/${key}?w=640`);
  });

  it('lists every served width up to the largest the slot needs', () => {
    expect(imageSrcset(key, 640)).toBe(`/files/${key}?w=320 320w, /files/${key}?w=640 640w`);
    expect(imageSrcset(key).split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w']);
  });
});
