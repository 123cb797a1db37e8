import { describe, expect, it } from 'vitest';
import { parseContentChange } from './content-changes';

describe('parseContentChange', () => {
  it.each([
    ['a tenant', '{"tenantId":"t1"}', { tenantId: 't1' }],
    ['a tenant with its domains', '{"tenantId":"t1","domains":["acme.localhost",3]}', { tenantId: 't1', domains: ['acme.localhost'] }],
    ['no tenant', '{"domains":["acme.localhost"]}', null],
    ['a tenant that is not a string', '{"tenantId":5}', null],
    ['not JSON', 'acme', null],
  ])('reads %s', (_, text, expected) => {
    expect(parseContentChange(text)).toEqual(expected);
  });
});
