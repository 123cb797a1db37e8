import type { CollectionConfig } from 'payload';
import { ZSectionTitle } from '@halaqa/shared/schemas/courses';
import { lessonCreators, lessonManagers } from '../../access/course-managers';
import { noOne } from '../../access/noOne';
import { sessionUserOf } from '../../access/staff';
import { tenantField } from '../../fields/tenant-field';
import { validateWith } from '../../fields/validate-with';
import { announceTenantContentChanges, tagsOfCoursePart } from '../../services/content-version/content-change-hooks';
import { materialsWithinPlan } from '../../services/plans/plan-limit-hooks';
import { collectionLabels } from '../admin-labels';

const never = () => false;

/**
 * A titled group of a course's lessons (issue #14); a lesson names its section (materials.section).
 * `order` is the managers' working order, `publishedOrder` what students see, copied on the same
 * explicit publish as the lessons' (learning-content §4). Readable and writable through Payload by
 * the course's managers only, as lessons are; deleting it moves its lessons out of any section, so
 * it happens on the site only.
 */
export const CourseSections: CollectionConfig = {
  slug: 'course-sections',
  labels: collectionLabels('courseSections'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'order'] },
  access: { create: lessonCreators, read: lessonManagers, update: lessonManagers, delete: noOne },
  // As lessons: cached pages drop this tenant's copies; a course beyond the plan is read-only.
  hooks: { beforeChange: [materialsWithinPlan], ...announceTenantContentChanges({ tagsOf: tagsOfCoursePart }) },
  fields: [
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true }, access: { update: never } }),
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, access: { update: never } },
    { name: 'title', type: 'text', required: true, validate: validateWith(ZSectionTitle) },
    { name: 'order', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'publishedOrder', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true }, access: { create: never, update: never } },
  ],
};
