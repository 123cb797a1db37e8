import { describe, expect, it } from 'vitest';
import { sessionDeviceOf } from './session-device';

describe('sessionDeviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari', os: 'iOS' },
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', { browser: 'Firefox', os: 'Windows' }],
    ['node', { browser: null, os: null }],
    ['', { browser: null, os: null }],
  ])('reads %j', (userAgent, expected) => {
    expect(sessionDeviceOf(userAgent)).toEqual(expected);
  });
});
