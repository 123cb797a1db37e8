import type { Field } from 'payload';
import { privateCollection } from './private-collection';

/**
 * Quizzes, assignments and certificates (issue #6). Every row a student writes has a unique
 * index that makes repeating or racing the same request harmless: one attempt per number, one
 * answer per question of an attempt, one submission per assignment, one certificate per course.
 */

const course: Field = { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true };
const material: Field = { name: 'material', type: 'relationship', relationTo: 'materials', required: true, index: true };
const user: Field = { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true };

export const QUIZ_ATTEMPT_STATES = ['inProgress', 'submitted', 'finalized'] as const;

/** One attempt at a quiz; a retake granted by a manager allows the next `attempt` number. */
export const QuizAttempts = privateCollection(
  'quiz-attempts',
  [
    course,
    material,
    user,
    { name: 'attempt', type: 'number', required: true, defaultValue: 1 },
    { name: 'state', type: 'select', required: true, defaultValue: 'inProgress', options: [...QUIZ_ATTEMPT_STATES] },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'submittedAt', type: 'date' },
    { name: 'timeSpent', type: 'number', admin: { description: 'Seconds from start to submit.' } },
    { name: 'score', type: 'number' },
    { name: 'maxScore', type: 'number' },
    { name: 'retakeAllowed', type: 'checkbox', defaultValue: false },
    // The automatic score cannot judge a free text; the teachers' to-grade inbox lists an attempt
    // with such an answer until a manager sets its score (update-score), which stamps this.
    { name: 'scoredAt', type: 'date', admin: { description: 'When a manager last set the score; empty while the automatic score stands.' } },
  ],
  [{ fields: ['material', 'user', 'attempt'], unique: true }],
);

/** One answer to one question of an attempt; answering again replaces it. */
export const QuizAnswers = privateCollection(
  'quiz-answers',
  [
    { name: 'attempt', type: 'relationship', relationTo: 'quiz-attempts', required: true, index: true },
    { name: 'index', type: 'number', required: true },
    { name: 'answer', type: 'json', required: true },
  ],
  [{ fields: ['attempt', 'index'], unique: true }],
);

/** A student's work for an assignment: files and text; graded once by a manager. */
export const AssignmentSubmissions = privateCollection(
  'assignment-submissions',
  [
    course,
    material,
    user,
    { name: 'fileKeys', type: 'json' },
    { name: 'text', type: 'textarea' },
    { name: 'submittedAt', type: 'date', required: true },
    { name: 'grade', type: 'number' },
    { name: 'feedback', type: 'textarea' },
    { name: 'gradedAt', type: 'date' },
    { name: 'gradedBy', type: 'relationship', relationTo: 'users' },
  ],
  [{ fields: ['material', 'user'], unique: true }],
);

/** An issued certificate, found by its public verification `code`. */
export const Certificates = privateCollection(
  'certificates',
  [
    { name: 'subjectType', type: 'select', required: true, options: ['courses'] },
    { name: 'subjectId', type: 'text', required: true, index: true },
    { name: 'subjectName', type: 'text', required: true },
    // An issued certificate outlives its holder's account, anonymised: both are null once the
    // account is deleted, and the verification page says "Deleted user" (services/users/delete-user.ts).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'userName', type: 'text' },
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'grade', type: 'number' },
    { name: 'percent', type: 'number' },
    // The points there were to earn, so a certificate reads "11 of 13 points" (issue #44, item 8).
    { name: 'possible', type: 'number' },
  ],
  [{ fields: ['subjectType', 'subjectId', 'user'], unique: true }],
);
