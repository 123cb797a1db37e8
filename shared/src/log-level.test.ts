import { describe, expect, it } from 'vitest';
import { logLevelOf } from './log-level';

describe('LOG_LEVEL', () => {
  it('is info when unset or empty', () => {
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf('')).toBe('info');
  });

  it("takes pino's names and Medusa's finer ones", () => {
    expect(logLevelOf('warn')).toBe('warn');
    expect(logLevelOf('silent')).toBe('silent');
    expect(logLevelOf('verbose')).toBe('debug');
    expect(logLevelOf('silly')).toBe('trace');
  });

  it('refuses a name it does not know, listing the ones it does', () => {
    expect(() => logLevelOf('loud')).toThrow('LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, not "loud"');
  });
});
