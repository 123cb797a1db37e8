import type { CollectionConfig } from 'payload';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { DIFFICULTIES, PRICE_UNITS } from '@halaqa/shared/schemas/courses';
import { courseEditors } from '../../access/course-editors';
import { sessionUserOf } from '../../access/staff';
import { tenantField } from '../../fields/tenant-field';
import { announceTenantContentChanges } from '../../services/content-version/content-change-hooks';

/** The key names are compared by: a duplicate name differs at most in case and outer spaces. */
export function courseNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** The public `course_id` (carts and adminCourses may hold it): short, random, never reused. */
function newCourseId(): string {
  return `c${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(6)))}`;
}

/**
 * A course (learning-content §3). Written on the site through /api/courses (services/courses)
 * and by editors in the admin; either way the name is unique within the tenant.
 */
export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'courseId', 'unlisted', 'updatedAt'] },
  access: { create: courseEditors, read: courseEditors, update: courseEditors, delete: courseEditors },
  indexes: [
    { fields: ['tenant', 'nameKey'], unique: true },
    { fields: ['tenant', 'courseId'], unique: true },
  ],
  fields: [
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true } }),
    { name: 'courseId', type: 'text', required: true, admin: { readOnly: true, position: 'sidebar' }, defaultValue: newCourseId },
    { name: 'name', type: 'text', required: true },
    { name: 'nameKey', type: 'text', required: true, admin: { hidden: true } },
    { name: 'description', type: 'textarea' },
    { name: 'longDescription', type: 'richText' },
    {
      name: 'price',
      type: 'group',
      fields: [
        { name: 'amount', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Egyptian pounds (EGP).' } },
        { name: 'per', type: 'select', required: true, defaultValue: 'lifetime', options: [...PRICE_UNITS] },
      ],
    },
    { name: 'photo', type: 'text', admin: { description: 'File key of the cover photo (16:9).' } },
    { name: 'showmaterial', type: 'json', admin: { description: 'Lessons listed on the course page for visitors.' } },
    { name: 'enableDiscussions', type: 'checkbox', defaultValue: true },
    { name: 'unlisted', type: 'checkbox', defaultValue: false },
    { name: 'registrationAllowed', type: 'checkbox', defaultValue: true },
    { name: 'duration', type: 'text' },
    // Not in the spec's field list; the catalogue filters by it (issue #5), so a course states its level.
    { name: 'difficulty', type: 'select', options: [...DIFFICULTIES] },
    { name: 'trainer', type: 'relationship', relationTo: 'users', index: true },
    { name: 'admins', type: 'relationship', relationTo: 'users', hasMany: true },
    {
      // The certificate designer's template (issue #6): HTML with {{courseName}}, {{serviceName}},
      // {{userName}}, {{grade}}, {{percent}} placeholders; empty for the default design.
      name: 'certificateTemplate',
      type: 'textarea',
    },
    {
      name: 'certConfig',
      type: 'group',
      fields: [
        { name: 'score', type: 'number', required: true, defaultValue: -3, admin: { description: '-1 always, -3 never, 0 all lessons finished, else a minimum percent.' } },
        {
          name: 'source',
          type: 'json',
          admin: { description: "'*' or a list of id:quiz / id:assignment." },
          // Payload's own JSON check parses a string value as JSON text, so it refused the plain '*'.
          validate: (value: unknown) =>
            value == null || value === '*' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) || "'*' or a list of id:quiz / id:assignment",
        },
      ],
    },
  ],
  hooks: {
    beforeValidate: [({ data }) => (data && typeof data.name === 'string' ? { ...data, nameKey: courseNameKey(data.name) } : data)],
    // Cached course pages of every site process drop this tenant's copies (services/content-version).
    ...announceTenantContentChanges(),
  },
};
