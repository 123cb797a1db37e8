import { describe, expect, it } from 'vitest';
import { canOpenAdminPanel, hasRight, type RoleHolder } from './rights';

const owner: RoleHolder = { role: { role: 'owner', rights: [] } };
const userManager: RoleHolder = { role: { role: 'admin', rights: ['manage-users'] } };
const blogAdmin: RoleHolder = { role: { role: 'admin', rights: ['modify-blog'] } };
const student: RoleHolder = { role: { role: 'user', rights: [] } };

describe('hasRight', () => {
  it.each([
    [owner, 'manage-users', true],
    [owner, 'modify-settings', true],
    [userManager, 'manage-users', true],
    [userManager, 'modify-settings', false],
    [blogAdmin, 'manage-users', false],
    [student, 'upload-files', false],
    [{ role: null }, 'upload-files', false],
  ] as const)('%j has %s: %s', (user, right, expected) => {
    expect(hasRight(user, right)).toBe(expected);
  });
});

describe('canOpenAdminPanel', () => {
  it('needs modify-settings or manage-users', () => {
    expect([owner, userManager, blogAdmin, student].map(canOpenAdminPanel)).toEqual([true, true, false, false]);
  });
});
