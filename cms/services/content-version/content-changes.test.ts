import { describe, expect, it } from 'vitest';
import { parseContentChange } from './content-changes';

describe('parseContentChange', () => {
  it.each([
    ['a tenant alone: the whole site changed', '{"tenantId":"t1"}', { tenantId: 't1', tags: ['tenant:t1'] }],
    ['a tenant with its domains', '{"tenantId":"t1","tags":["tenant:t1"],"domains":["acme.localhost",3]}', { tenantId: 't1', tags: ['tenant:t1'], domains: ['acme.localhost'] }],
    ['the tags that changed', '{"tenantId":"t1","tags":["course:c1:students",7,"tenant:t1:students"]}', { tenantId: 't1', tags: ['course:c1:students', 'tenant:t1:students'] }],
    ['no tag it can read: the whole site', '{"tenantId":"t1","tags":[7]}', { tenantId: 't1', tags: ['tenant:t1'] }],
    ['no tenant', '{"domains":["acme.localhost"]}', null],
    ['a tenant that is not a string', '{"tenantId":5}', null],
    ['not JSON', 'acme', null],
  ])('reads %s', (_, text, expected) => {
    expect(parseContentChange(text)).toEqual(expected);
  });
});
