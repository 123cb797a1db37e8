import type { CollectionConfig } from 'payload';
import { COMPLETION_LOGICS, COMPLETION_RULE_TYPES } from '@halaqa/shared/completion-rules';
import { DIFFICULTIES, MATERIAL_TYPES } from '@halaqa/shared/schemas/courses';
import { courseEditors } from '../../access/course-editors';
import { sessionUserOf } from '../../access/staff';
import { tenantField } from '../../fields/tenant-field';
import { announceTenantContentChanges } from '../../services/content-version/content-change-hooks';

/**
 * A lesson of a course (learning-content §3). `order` is the managers' working order;
 * `publishedOrder` is what students see, copied from `order` only on an explicit publish (§4).
 */
export const Materials: CollectionConfig = {
  slug: 'materials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'course', 'type', 'order', 'visible'] },
  access: { create: courseEditors, read: courseEditors, update: courseEditors, delete: courseEditors },
  indexes: [{ fields: ['course', 'order'] }],
  // Cached course pages of every site process drop this tenant's copies (services/content-version).
  hooks: announceTenantContentChanges(),
  fields: [
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true } }),
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'type', type: 'select', required: true, defaultValue: 'article', options: [...MATERIAL_TYPES] },
    { name: 'content', type: 'richText' },
    { name: 'files', type: 'json', admin: { description: 'File keys of downloadable files.' } },
    { name: 'video', type: 'text', admin: { description: 'File key of the video (mp4, webm or ogg).' } },
    {
      name: 'transcript',
      type: 'array',
      fields: [
        { name: 'start', type: 'number', required: true, min: 0 },
        { name: 'end', type: 'number', required: true, min: 0 },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    { name: 'estimatedTime', type: 'number', min: 0, admin: { description: 'Minutes.' } },
    { name: 'difficulty', type: 'select', options: [...DIFFICULTIES] },
    { name: 'tags', type: 'json' },
    { name: 'featured', type: 'checkbox', defaultValue: false },
    { name: 'allowPreview', type: 'checkbox', defaultValue: false },
    { name: 'prerequisites', type: 'relationship', relationTo: 'materials', hasMany: true },
    { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Visible to students.' } },
    { name: 'commentsAllowed', type: 'checkbox', defaultValue: true },
    {
      // Quiz questions (issue #6): { type: single|multiple|text, text, required, options, correct, strict?, score? }.
      name: 'quiz',
      type: 'json',
      admin: { condition: (data) => data?.type === 'quiz' || data?.type === 'mixed' },
    },
    {
      name: 'quizSettings',
      type: 'group',
      admin: { condition: (data) => data?.type === 'quiz' || data?.type === 'mixed' },
      fields: [
        { name: 'savequiz', type: 'checkbox', defaultValue: true, admin: { description: 'Keep results (scores, certificates).' } },
        { name: 'timeLimit', type: 'number', min: 1, admin: { description: 'Minutes; empty for no limit.' } },
        { name: 'accepting', type: 'checkbox', defaultValue: true, admin: { description: 'Accepting responses.' } },
      ],
    },
    {
      name: 'assignmentSettings',
      type: 'group',
      admin: { condition: (data) => data?.type === 'assignment' || data?.type === 'mixed' },
      fields: [
        { name: 'instructions', type: 'textarea' },
        { name: 'maxGrade', type: 'number', defaultValue: 100, min: 1 },
        { name: 'dueDate', type: 'date' },
      ],
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
    { name: 'publishedOrder', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'completion',
      type: 'group',
      fields: [
        { name: 'logic', type: 'select', required: true, defaultValue: 'all', options: [...COMPLETION_LOGICS] },
        {
          name: 'rules',
          type: 'array',
          fields: [
            { name: 'type', type: 'select', required: true, options: [...COMPLETION_RULE_TYPES] },
            { name: 'minScore', type: 'number', min: 0, max: 100 },
          ],
        },
      ],
    },
  ],
};
