import { describe, expect, it } from 'vitest';
import { assignmentStatus, holdsAssignment, isLate, type AssignmentLesson } from './assignment-status';

describe('holdsAssignment', () => {
  it.each<[string, AssignmentLesson, boolean]>([
    ['an assignment lesson, even without instructions', { type: 'assignment', instructions: '', ruleTypes: [] }, true],
    ['a mixed lesson with instructions', { type: 'mixed', instructions: 'Recite and upload.', ruleTypes: [] }, true],
    ['a mixed lesson with a submission rule', { type: 'mixed', instructions: '', ruleTypes: ['viewed', 'assignmentSubmitted'] }, true],
    ['a mixed lesson with a grade rule', { type: 'mixed', instructions: ' ', ruleTypes: ['assignmentGraded'] }, true],
    ['a mixed lesson with blank instructions and no such rule', { type: 'mixed', instructions: '  \n', ruleTypes: ['quizTaken'] }, false],
    ['an article, whatever it says', { type: 'article', instructions: 'Write an essay.', ruleTypes: [] }, false],
    ['a quiz', { type: 'quiz', instructions: '', ruleTypes: [] }, false],
  ])('%s', (_case, lesson, expected) => {
    expect(holdsAssignment(lesson)).toBe(expected);
  });
});

describe('assignmentStatus', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each<[string, Parameters<typeof assignmentStatus>[0], string | null, ReturnType<typeof assignmentStatus>]>([
    ['nothing yet, no due date', null, null, { state: 'notSubmitted', overdue: false }],
    ['nothing yet, due later', null, '2026-03-11T00:00:00Z', { state: 'notSubmitted', overdue: false }],
    ['nothing yet, due date passed', null, '2026-03-09T00:00:00Z', { state: 'notSubmitted', overdue: true }],
    ['submitted on time', { state: 'submitted', overdue: false }, '2026-03-09T00:00:00Z', { state: 'submitted', overdue: false }],
    ['submitted late', { state: 'submitted', overdue: true }, '2026-03-09T00:00:00Z', { state: 'submitted', overdue: true }],
    ['graded', { state: 'graded', overdue: false }, null, { state: 'graded', overdue: false }],
  ])('%s', (_case, submission, dueDate, expected) => {
    expect(assignmentStatus(submission, dueDate, now)).toEqual(expected);
  });
});

describe('isLate', () => {
  it('is late only after a due date', () => {
    expect(isLate('2026-03-10T12:00:00Z', null)).toBe(false);
    expect(isLate('2026-03-10T12:00:00Z', '2026-03-10T12:00:00Z')).toBe(false);
    expect(isLate('2026-03-10T12:00:01Z', '2026-03-10T12:00:00Z')).toBe(true);
  });
});
