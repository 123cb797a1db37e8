import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { DIFFICULTIES, PRICE_UNITS, ZCertConfig, ZCreateCourseRequest, ZPrice } from '@halaqa/shared/schemas/courses';
import { courseCreators, courseManagers } from '../../access/course-managers';
import { noOne } from '../../access/noOne';
import { sessionUserOf } from '../../access/staff';
import { publicSiteFileKeys, siteFileKeys } from '../../fields/site-file-keys';
import { tenantField } from '../../fields/tenant-field';
import { validateWith } from '../../fields/validate-with';
import { sameSiteUsers } from '../../fields/same-site-users';
import { courseProductHooks } from '../../services/commerce/course-product';
import { projectsWithinPlan } from '../../services/plans/plan-limit-hooks';
import { announceTenantContentChanges, tagsOfCourse } from '../../services/content-version/content-change-hooks';
import { collectionLabels, withFieldLabels } from '../admin-labels';
import { certificateSourceWidget, fileKeysWidget, visitorLessonsWidget } from '../admin-widgets';

/** The key names are compared by: a duplicate name differs at most in case and outer spaces. */
export function courseNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** The public `course_id` (carts and adminCourses may hold it): short, random, never reused. */
function newCourseId(): string {
  return `c${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(6)))}`;
}

const rules = ZCreateCourseRequest.shape;
const never = () => false;

/** As on the site: a teacher who creates a course without naming a trainer trains it. */
const teacherTrainsWhatTheyCreate: CollectionBeforeChangeHook = ({ req, data, operation }) => {
  const user = sessionUserOf(req);
  return operation === 'create' && user?.isTeacher && !data.trainer ? { ...data, trainer: user.id } : data;
};

/**
 * A course (learning-content §3). Written on the site through /api/courses (services/courses)
 * and by its managers in the admin (learning-content §6, cms/access/course-managers), under the
 * site's validation either way; the name is unique within the tenant. Deleting takes the
 * course's lessons and everything students did in it along, so it happens on the site only.
 */
const contentChanges = announceTenantContentChanges({ tagsOf: tagsOfCourse });

export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: collectionLabels('courses'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'courseId', 'unlisted', 'updatedAt'] },
  access: { create: courseCreators, read: courseManagers, update: courseManagers, delete: noOne },
  indexes: [
    { fields: ['tenant', 'nameKey'], unique: true },
    { fields: ['tenant', 'courseId'], unique: true },
  ],
  fields: withFieldLabels('courses', [
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true }, access: { update: never } }),
    {
      name: 'courseId',
      type: 'text',
      required: true,
      admin: { readOnly: true, position: 'sidebar' },
      defaultValue: newCourseId,
      access: { create: never, update: never },
    },
    { name: 'name', type: 'text', required: true, validate: validateWith(rules.name) },
    { name: 'nameKey', type: 'text', required: true, admin: { hidden: true } },
    { name: 'description', type: 'textarea', validate: validateWith(rules.description) },
    { name: 'longDescription', type: 'richText' },
    {
      name: 'price',
      type: 'group',
      fields: [
        { name: 'amount', type: 'number', required: true, defaultValue: 0, min: 0, validate: validateWith(ZPrice.shape.price) },
        { name: 'per', type: 'select', required: true, defaultValue: 'lifetime', options: [...PRICE_UNITS] },
      ],
    },
    { name: 'photo', type: 'text', admin: fileKeysWidget, validate: siteFileKeys(rules.photo) },
    { name: 'showmaterial', type: 'json', admin: visitorLessonsWidget, validate: validateWith(rules.showmaterial) },
    { name: 'enableDiscussions', type: 'checkbox', defaultValue: true },
    { name: 'unlisted', type: 'checkbox', defaultValue: false },
    { name: 'registrationAllowed', type: 'checkbox', defaultValue: true },
    { name: 'duration', type: 'text', validate: validateWith(rules.duration) },
    // Not in the spec's field list; the catalogue filters by it (issue #5), so a course states its level.
    { name: 'difficulty', type: 'select', options: [...DIFFICULTIES] },
    { name: 'trainer', type: 'relationship', relationTo: 'users', index: true, filterOptions: sameSiteUsers },
    { name: 'admins', type: 'relationship', relationTo: 'users', hasMany: true, filterOptions: sameSiteUsers },
    {
      // The certificate designer's template (issue #6): HTML with {{courseName}}, {{serviceName}},
      // {{userName}}, {{grade}}, {{percent}} placeholders; empty for the default design.
      name: 'certificateTemplate',
      type: 'textarea',
      validate: validateWith(rules.certificateTemplate),
    },
    // The default design's signature (issue #44, item 8): a public image of this site, and the name under it.
    { name: 'certificateSignature', type: 'text', admin: fileKeysWidget, validate: publicSiteFileKeys(rules.certificateSignature) },
    { name: 'certificateSigner', type: 'text', validate: validateWith(rules.certificateSigner) },
    {
      name: 'certConfig',
      type: 'group',
      fields: [
        {
          name: 'score',
          type: 'number',
          required: true,
          // "When every lesson is finished" (issue #44, item 8): a new course offers its students a
          // certificate unless its teacher says otherwise; -3 (never) left owners wondering why none came.
          defaultValue: 0,
          validate: validateWith(ZCertConfig.shape.score),
        },
        {
          name: 'source',
          type: 'json',
          admin: certificateSourceWidget,
          // Payload's own JSON check parses a string value as JSON text, so it refused the plain '*'.
          validate: (value: unknown) =>
            value == null || value === '*' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) || "'*' or a list of id:quiz / id:assignment",
        },
      ],
    },
  ]),
  hooks: {
    beforeValidate: [({ data }) => (data && typeof data.name === 'string' ? { ...data, nameKey: courseNameKey(data.name) } : data)],
    // The plan's count of projects is checked last, once the course is otherwise valid.
    beforeChange: [teacherTrainsWhatTheyCreate, projectsWithinPlan],
    // Cached course pages of every site process drop this tenant's copies (services/content-version),
    // and a priced course's product in the site's store follows the course (services/commerce).
    afterChange: [...contentChanges.afterChange!, ...courseProductHooks.afterChange],
    afterDelete: [...contentChanges.afterDelete!, ...courseProductHooks.afterDelete],
  },
};
