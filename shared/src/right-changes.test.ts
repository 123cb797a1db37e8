import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';
import { translatorFor } from './i18n/index';
import { refusedRightChanges, rightChangeRefusal } from './right-changes';
import { RIGHTS, type RoleHolder } from './rights';

const owner: RoleHolder = { role: { role: 'owner', rights: [] } };
/** An admin who may change roles (modify-admins) and holds `right` besides. */
const adminHolding = (right: string): RoleHolder => ({ role: { role: 'admin', rights: ['modify-admins', right] } });
const PAIRS = RIGHTS.flatMap((held) => RIGHTS.map((asked) => [held, asked] as const));

describe('refusedRightChanges', () => {
  it.each(PAIRS)('an admin holding %s (and modify-admins) gives %s only if they hold it, never modify-admins', (held, asked) => {
    const allowed = asked === held && asked !== 'modify-admins';
    expect(refusedRightChanges(adminHolding(held), [], [asked])).toEqual(allowed ? [] : [asked]);
  });

  it.each(PAIRS)('an admin holding %s (and modify-admins) takes %s away only if they hold it, never modify-admins', (held, taken) => {
    const allowed = taken === held && taken !== 'modify-admins';
    expect(refusedRightChanges(adminHolding(held), [taken], [])).toEqual(allowed ? [] : [taken]);
  });

  it.each(PAIRS)('an admin holding %s leaves %s as the target had it, held or not', (held, kept) => {
    expect(refusedRightChanges(adminHolding(held), [kept], [kept])).toEqual([]);
    expect(refusedRightChanges(adminHolding(held), [], [])).toEqual([]);
  });

  it.each(PAIRS)('the owner gives and takes away %s and %s together', (first, second) => {
    expect(refusedRightChanges(owner, [first], [second])).toEqual([]);
    expect(refusedRightChanges(owner, [], [first, second])).toEqual([]);
  });

  it('names every right refused, in the order of the rights list, whatever order they were sent in', () => {
    const onlyAdmins: RoleHolder = { role: { role: 'admin', rights: ['modify-admins'] } };
    expect(refusedRightChanges(onlyAdmins, ['modify-admins'], ['modify-settings', 'manage-users'])).toEqual(['manage-users', 'modify-admins', 'modify-settings']);
  });

  it('gives an account without a role no right to change', () => {
    expect(refusedRightChanges({ role: null }, [], ['modify-blog'])).toEqual(['modify-blog']);
  });
});

describe('rightChangeRefusal', () => {
  it('is a 403 naming the right in the reader’s language, modify-admins as the owner’s', () => {
    const refusal = rightChangeRefusal('modify-settings');
    expect(refusal.status).toBe(403);
    expect(errorMessage(refusal, translatorFor('en'))).toBe('You cannot give or take away the right “Modify settings”: an admin changes only the rights they hold themselves.');
    expect(errorMessage(rightChangeRefusal('modify-admins'), translatorFor('en'))).toBe('Only the site’s owner can give or take away the right “Modify admins”.');
    expect(errorMessage(refusal, translatorFor('fr'))).toContain('Modifier les paramètres');
  });
});
