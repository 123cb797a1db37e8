import type { Field } from 'payload';
import { announceTenantContentChanges, tagsOfRegistration } from '../../services/content-version/content-change-hooks';
import { privateCollection } from './private-collection';

/** What a student does in a course: registering, keeping it as a favourite, progressing through lessons. */

const course: Field = { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true };
const user: Field = { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true };

/**
 * A student registered for a course (learning-content §4: register, unregister). Cards count
 * them: the course's count is announced, and only what shows it is forgotten (content-tags).
 */
export const Registrations = {
  ...privateCollection(
    'registrations',
    [
      course,
      user,
      // Paid access for a period (issue #11): when it ends; absent for good (free courses, lifetime prices).
      { name: 'accessUntil', type: 'date', index: true },
      // The order that last bought or extended this access, so a repeat of it extends nothing.
      { name: 'order', type: 'text' },
      // The end of access the student was last told about three days ahead, so they are told once per end date.
      { name: 'endingNoticeFor', type: 'date' },
      // When a full refund ended this access (issue #44, item 5): the buyer is no student then, in
      // no count or list; buying or registering again clears it.
      { name: 'refundedAt', type: 'date' },
    ],
    [{ fields: ['course', 'user'], unique: true }],
  ),
  hooks: announceTenantContentChanges({ tagsOf: tagsOfRegistration }),
};

/** A course a user keeps among their favourites. */
export const Favorites = privateCollection('favorites', [course, user], [{ fields: ['course', 'user'], unique: true }]);

/**
 * One student's progress in one lesson: opened it (`viewed`), said it is done (`markedDone`),
 * and whether its completion rules are met (`completed`, kept so lists need no re-evaluation).
 */
export const LessonProgress = privateCollection(
  'lesson-progress',
  [
    course,
    { name: 'material', type: 'relationship', relationTo: 'materials', required: true, index: true },
    user,
    { name: 'viewed', type: 'checkbox', defaultValue: false },
    { name: 'markedDone', type: 'checkbox', defaultValue: false },
    { name: 'completed', type: 'checkbox', defaultValue: false },
    { name: 'completedAt', type: 'date' },
    // Where the student stopped in the lesson's video (seconds), so any device resumes there; null: from the start.
    { name: 'position', type: 'number' },
  ],
  [{ fields: ['material', 'user'], unique: true }],
);
