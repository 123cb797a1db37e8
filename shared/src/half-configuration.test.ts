import { describe, expect, it } from 'vitest';
import { halfConfigurationOf } from './half-configuration';

const rule = { service: 'Mail', required: ['HOST', 'USER'], optional: ['PORT'], advice: 'Set both, or neither.' };

describe('halfConfigurationOf', () => {
  it.each([
    ['nothing set', {}],
    ['every required variable set', { HOST: 'h', USER: 'u' }],
    ['everything set', { HOST: 'h', USER: 'u', PORT: '25' }],
  ])('accepts %s', (_, env) => {
    expect(halfConfigurationOf(env, rule)).toBeNull();
  });

  it('names what is set and what is missing, at the first missing variable', () => {
    expect(halfConfigurationOf({ PORT: '25' }, rule)).toEqual({
      variable: 'HOST',
      message: 'Mail is half configured: PORT is set but HOST, USER are not. Set both, or neither.',
    });
    expect(halfConfigurationOf({ HOST: 'h', PORT: '25' }, rule)).toEqual({
      variable: 'USER',
      message: 'Mail is half configured: HOST, PORT are set but USER is not. Set both, or neither.',
    });
  });
});
