import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@halaqa/shared/i18n/index';
import { Articles } from './Articles';
import { Courses } from './learning/Courses';
import { Materials } from './learning/Materials';
import { Tenants } from './Tenants';
import { Users } from './Users';

/** Each named field an editor sees in the admin, with its path and label. */
function shownFields(fields: Field[], parent = ''): { path: string; label: unknown; field: Field }[] {
  return fields.flatMap((field) => {
    if ((field.admin as { hidden?: boolean } | undefined)?.hidden) return [];
    if (!('name' in field)) return 'fields' in field ? shownFields(field.fields, parent) : [];
    const path = parent ? `${parent}/${field.name}` : field.name;
    const inner = 'fields' in field ? shownFields(field.fields, path) : [];
    return [{ path, label: 'label' in field ? field.label : undefined, field }, ...inner];
  });
}

describe("the editors' admin's field labels (issue #14)", () => {
  it.each([Tenants, Courses, Materials, Articles, Users].map((collection) => [collection.slug, collection] as const))(
    'name every field of %s an editor sees in all four languages',
    (_slug, collection) => {
      const fields = shownFields(collection.fields);
      expect(fields.length).toBeGreaterThan(3);
      for (const { path, label } of fields) {
        expect(Object.keys(label ?? {}).sort(), path).toEqual([...LANGUAGES].sort());
        for (const text of Object.values(label as Record<string, string>)) expect(text, path).not.toBe('');
      }
    },
  );

  it.each([Tenants, Courses, Materials, Articles, Users].map((collection) => [collection.slug, collection] as const))(
    'names every option of the choices of %s an editor sees in all four languages',
    (_slug, collection) => {
      for (const { path, field } of shownFields(collection.fields)) {
        if (field.type !== 'select') continue;
        for (const option of field.options) {
          expect(typeof option, `${path}: ${String(option)}`).toBe('object');
          const { label } = option as { label: Record<string, string> };
          expect(Object.keys(label).sort(), path).toEqual([...LANGUAGES].sort());
        }
      }
    },
  );

  it('names options as the site does: a student is a student, a right is its name', () => {
    const users = shownFields(Users.fields);
    const optionsOf = (path: string) => (users.find((entry) => entry.path === path)!.field as Extract<Field, { type: 'select' }>).options as { value: string; label: Record<string, string> }[];
    expect(optionsOf('role/role').find((option) => option.value === 'user')?.label.ar).toBe('طالب');
    expect(optionsOf('role/rights').find((option) => option.value === 'modify-courses')?.label.ar).toBe('تعديل الدورات');
  });

  it('shows Arabic labels and descriptions for Arabic editors', () => {
    // The site settings sit in a collapsible, which adds nothing to their path.
    const siteSettings = Tenants.fields.filter((field) => field.type === 'collapsible').flatMap((field) => field.fields);
    const logo = siteSettings.find((field) => 'name' in field && field.name === 'siteLogo') as Extract<Field, { type: 'text' }>;
    expect(logo.label).toMatchObject({ ar: 'الشعار', en: 'Logo' });
    expect(logo.admin?.description).toMatchObject({ ar: 'يُفضَّل 500 × 500 بكسل.' });
    // The widget survives the labelling.
    expect(logo.admin?.components?.Field).toBe('/components/admin-fields/FileKeysField');
  });
});
