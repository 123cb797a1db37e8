import { describe, expect, it } from 'vitest';
import { isValidTenantDomain, normaliseTenantHost } from './tenant-host';

describe('normaliseTenantHost', () => {
  it.each([
    ['acme.localhost:4321', 'acme.localhost'],
    ['http://Acme.Localhost:4321', 'acme.localhost'],
    ['https://school.example.com', 'school.example.com'],
    ['localhost', 'localhost'],
    ['localhost.', 'localhost'],
    ['  ', null],
    [null, null],
    ['http://', null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseTenantHost(input)).toBe(expected);
  });
});

describe('isValidTenantDomain', () => {
  it.each([
    ['acme.localhost', true],
    ['localhost', true],
    ['my-school.example.com', true],
    ['acme.localhost:4321', false],
    ['http://acme.localhost', false],
    ['-bad.example', false],
    ['', false],
  ])('%s → %s', (input, expected) => {
    expect(isValidTenantDomain(input)).toBe(expected);
  });
});
