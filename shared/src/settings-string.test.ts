import { describe, expect, it } from 'vitest';
import { settingsOf } from './settings-string';

describe('settingsOf', () => {
  it('reads an object, and takes anything else for no settings', () => {
    expect(settingsOf('{"lang":"ar","darkMode":true}')).toEqual({ lang: 'ar', darkMode: true });
    for (const unreadable of [null, undefined, '', 'not json', 'null', '[1]', '"text"', '3']) expect(settingsOf(unreadable)).toEqual({});
  });
});
