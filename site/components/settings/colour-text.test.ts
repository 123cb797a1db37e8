import { describe, expect, it } from 'vitest';
import { hexOfColourText } from './colour-text';

describe('hexOfColourText', () => {
  it.each([
    ['#6200ee', '#6200ee'],
    ['  #6200EE ', '#6200ee'],
    ['#abc', '#aabbcc'],
    ['rgb(98, 0, 238)', '#6200ee'],
    ['rgba(98, 0, 238, 0.5)', '#6200ee'],
    ['hsl(120, 50%, 50%)', '#40bf40'],
    ['hsv(120, 100%, 50%)', '#008000'],
    ['hsv(0 0 100)', '#ffffff'],
  ])('reads %s as %s', (text, hex) => {
    expect(hexOfColourText(text)).toBe(hex);
  });

  it.each(['', 'red', 'hwb(0 0% 0%)', '#12345', '#ggg', 'rgb(1, 2)', 'hsl(a, b, c)', 'hsv(10, 120%, 50%)', 'hsv(1, 2)', '6200ee'])('refuses %j', (text) => {
    expect(hexOfColourText(text)).toBeNull();
  });
});
