import type { CollectionConfig, Validate } from 'payload';
import { COMPLETION_LOGICS, COMPLETION_RULE_TYPES, RULE_PROBLEM_MESSAGE, ruleProblem, type CompletionRule } from '@halaqa/shared/completion-rules';
import { DIFFICULTIES, MATERIAL_TYPES, ZCreateMaterialRequest, transcriptProblem, type TTranscriptSegment } from '@halaqa/shared/schemas/courses';
import { lessonCreators, lessonManagers } from '../../access/course-managers';
import { noOne } from '../../access/noOne';
import { sessionUserOf } from '../../access/staff';
import { siteFileKeys } from '../../fields/site-file-keys';
import { tenantField } from '../../fields/tenant-field';
import { idOf } from '../../services/context';
import { messageOf, validateWith } from '../../fields/validate-with';
import { announceTenantContentChanges, tagsOfCoursePart } from '../../services/content-version/content-change-hooks';
import { materialsWithinPlan } from '../../services/plans/plan-limit-hooks';
import { collectionLabels, withFieldLabels } from '../admin-labels';
import { fileKeysWidget, quizQuestionsWidget, tagsWidget } from '../admin-widgets';

const rules = ZCreateMaterialRequest.shape;
const never = () => false;

/** Transcript segments start before they end and do not overlap (§5), as on the site. */
const validTranscript: Validate = (rows) =>
  !Array.isArray(rows) ? true : ((problem) => (problem ? messageOf(problem) : true))(transcriptProblem(rows as TTranscriptSegment[]));

/** Completion rules suit the lesson's type (shared/completion-rules), as on the site. */
const validCompletionRules: Validate = (rows, { data }) => {
  const problem = Array.isArray(rows) && typeof data?.type === 'string' ? ruleProblem(data.type, rows as CompletionRule[]) : null;
  return problem ? messageOf(RULE_PROBLEM_MESSAGE[problem.kind]) : true;
};

/**
 * Through Payload's REST API and the admin, a lesson's section is one of its own course (the site's
 * services check the same before they write, so their writes skip this).
 */
const sectionOfItsCourse: Validate = async (value, { overrideAccess, previousValue, data, req }) => {
  const sectionId = idOf(value as string | { id: string } | null);
  if (overrideAccess || !sectionId || sectionId === idOf(previousValue as string | { id: string } | null)) return true;
  const courseId = idOf(data?.course as string | { id: string } | null);
  const tenantId = idOf(data?.tenant as string | { id: string } | null);
  const { totalDocs } = await req.payload.count({
    collection: 'course-sections',
    where: { and: [{ id: { equals: sectionId } }, { course: { equals: courseId } }, { tenant: { equals: tenantId } }] },
    // Explicitly filtered by the lesson's own tenant and course: this is the rule itself, checked
    // whatever sections the writer may read; a section of another site or course never matches.
    overrideAccess: true,
    req,
  });
  return totalDocs === 1 ? true : messageOf('validation.sectionInvalid');
};

/**
 * A lesson of a course (learning-content §3). `order` is the managers' working order;
 * `publishedOrder` is what students see, copied from `order` only on an explicit publish (§4).
 * Only the managers of its course read or change it through Payload (quiz answers included);
 * deleting it takes students' work along, so it happens on the site only.
 */
export const Materials: CollectionConfig = {
  slug: 'materials',
  labels: collectionLabels('materials'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'course', 'type', 'order', 'visible'] },
  access: { create: lessonCreators, read: lessonManagers, update: lessonManagers, delete: noOne },
  indexes: [{ fields: ['course', 'order'] }],
  // Cached course pages of every site process drop this tenant's copies (services/content-version).
  // A course beyond the site's plan is read-only until an upgrade, its lessons included.
  hooks: { beforeChange: [materialsWithinPlan], ...announceTenantContentChanges({ tagsOf: tagsOfCoursePart }) },
  fields: withFieldLabels('materials', [
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true }, access: { update: never } }),
    // A lesson stays in its course (the site has no move either); creating checks the course.
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, access: { update: never } },
    { name: 'name', type: 'text', required: true, validate: validateWith(rules.name) },
    { name: 'type', type: 'select', required: true, defaultValue: 'article', options: [...MATERIAL_TYPES] },
    { name: 'content', type: 'richText' },
    { name: 'files', type: 'json', admin: fileKeysWidget, validate: siteFileKeys(rules.files) },
    { name: 'video', type: 'text', admin: fileKeysWidget, validate: siteFileKeys(rules.video) },
    {
      name: 'transcript',
      type: 'array',
      validate: validTranscript,
      fields: [
        { name: 'start', type: 'number', required: true, min: 0 },
        { name: 'end', type: 'number', required: true, min: 0 },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    { name: 'estimatedTime', type: 'number', min: 0, validate: validateWith(rules.estimatedTime) },
    { name: 'difficulty', type: 'select', options: [...DIFFICULTIES] },
    { name: 'tags', type: 'json', admin: tagsWidget, validate: validateWith(rules.tags) },
    { name: 'featured', type: 'checkbox', defaultValue: false },
    { name: 'allowPreview', type: 'checkbox', defaultValue: false },
    {
      // Lessons of the same course only, as the site checks.
      name: 'prerequisites',
      type: 'relationship',
      relationTo: 'materials',
      hasMany: true,
      filterOptions: ({ data }) => (typeof data?.course === 'string' ? { course: { equals: data.course } } : true),
    },
    { name: 'visible', type: 'checkbox', defaultValue: true },
    { name: 'commentsAllowed', type: 'checkbox', defaultValue: true },
    {
      // Quiz questions (issue #6): { type: single|multiple|text, text, required, options, correct, strict?, score? }.
      name: 'quiz',
      type: 'json',
      validate: validateWith(rules.quiz),
      admin: { ...quizQuestionsWidget, condition: (data) => data?.type === 'quiz' || data?.type === 'mixed' },
    },
    {
      name: 'quizSettings',
      type: 'group',
      admin: { condition: (data) => data?.type === 'quiz' || data?.type === 'mixed' },
      fields: [
        { name: 'savequiz', type: 'checkbox', defaultValue: true },
        { name: 'timeLimit', type: 'number', min: 1 },
        { name: 'accepting', type: 'checkbox', defaultValue: true },
        // Issue #44, item 7: pass mark (percent), attempts a student may take themselves (0: no
        // limit; 1: retakes only when the teacher grants one), and shuffling per attempt.
        { name: 'passMark', type: 'number', min: 0, max: 100 },
        { name: 'attemptsAllowed', type: 'number', defaultValue: 1, min: 0, max: 100 },
        { name: 'shuffleQuestions', type: 'checkbox', defaultValue: false },
        { name: 'shuffleOptions', type: 'checkbox', defaultValue: false },
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
    { name: 'order', type: 'number', required: true, defaultValue: 0, validate: validateWith(rules.order) },
    {
      // Issue #14: the section of its own course the lesson is in (none: outside any section).
      name: 'section',
      type: 'relationship',
      relationTo: 'course-sections',
      index: true,
      validate: sectionOfItsCourse,
      filterOptions: ({ data }) => (typeof data?.course === 'string' ? { course: { equals: data.course } } : true),
    },
    // Students' sections change only by publishing, as the order does.
    { name: 'publishedSection', type: 'relationship', relationTo: 'course-sections', admin: { readOnly: true }, access: { create: never, update: never } },
    // Students' order changes only by publishing (PUT /api/courses/{id} on the site).
    { name: 'publishedOrder', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true }, access: { create: never, update: never } },
    {
      name: 'completion',
      type: 'group',
      fields: [
        { name: 'logic', type: 'select', required: true, defaultValue: 'all', options: [...COMPLETION_LOGICS] },
        {
          name: 'rules',
          type: 'array',
          validate: validCompletionRules,
          fields: [
            { name: 'type', type: 'select', required: true, options: [...COMPLETION_RULE_TYPES] },
            { name: 'minScore', type: 'number', min: 0, max: 100 },
          ],
        },
      ],
    },
  ]),
};
