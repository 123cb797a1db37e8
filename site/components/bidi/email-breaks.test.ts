import { describe, expect, it } from 'vitest';
import { emailBreaks } from './email-breaks';

describe('emailBreaks', () => {
  it('cuts after dots, hyphens, underscores and pluses, and before the @', () => {
    expect(emailBreaks('student3-1796408022023-3b00c7e6@example.com')).toEqual(['student3-', '1796408022023-', '3b00c7e6', '@example.', 'com']);
    expect(emailBreaks('amina_saleh+halaqa@mail.example.eg')).toEqual(['amina_', 'saleh+', 'halaqa', '@mail.', 'example.', 'eg']);
  });

  it('keeps an address without those marks whole, and loses no character', () => {
    expect(emailBreaks('owner')).toEqual(['owner']);
    const address = 'a.b-c_d+e@f.g';
    expect(emailBreaks(address).join('')).toBe(address);
  });
});
