import { privateCollection } from './private-collection';

/**
 * A student's report of a problem with a lesson (issue #14, our design: the spec has none): a
 * short text, shown to the course's managers on the course editor and announced to them in a
 * batched notification. Only services write and read it (POST and GET
 * /api/courses/{id}/…problem-reports); Payload's REST and the admin are closed to it. The report
 * outlives its author's account (the reporter becomes "Deleted user"), and goes with its lesson.
 */
export const ProblemReports = privateCollection(
  'problem-reports',
  [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'material', type: 'relationship', relationTo: 'materials', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
  ],
  [{ fields: ['course', 'createdAt'] }],
);
