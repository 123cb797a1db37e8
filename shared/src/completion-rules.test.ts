import { describe, expect, it } from 'vitest';
import {
  courseCompletion,
  isLessonComplete,
  offersManualCompletion,
  lessonAccess,
  removalBlockedBy,
  ruleProblem,
  rulesToAdd,
  viewedOnOpening,
  type CompletionRule,
  withPassMark,
  type LessonEvidence,
} from './completion-rules';

const none: LessonEvidence = { viewed: false, markedDone: false };

describe('ruleProblem', () => {
  it.each<[string, string, CompletionRule[], ReturnType<typeof ruleProblem>]>([
    ['no rules', 'article', [], null],
    ['viewed and manual', 'video', [{ type: 'viewed' }, { type: 'manual' }], null],
    ['a quiz score with its base', 'quiz', [{ type: 'quizTaken' }, { type: 'quizScore', minScore: 60 }], null],
    ['the same type twice', 'article', [{ type: 'viewed' }, { type: 'viewed' }], { kind: 'duplicate', type: 'viewed' }],
    ['a quiz score without a taken quiz', 'quiz', [{ type: 'quizScore', minScore: 50 }], { kind: 'missingBase', type: 'quizScore', base: 'quizTaken' }],
    ['a grade without a submission', 'assignment', [{ type: 'assignmentGraded' }], { kind: 'missingBase', type: 'assignmentGraded', base: 'assignmentSubmitted' }],
    ['a minimum score on viewed', 'article', [{ type: 'viewed', minScore: 10 }], { kind: 'scoreNotAllowed', type: 'viewed' }],
    ['a quiz rule on an article', 'article', [{ type: 'quizTaken' }], { kind: 'wrongMaterialType', type: 'quizTaken' }],
    ['an assignment rule on a quiz', 'quiz', [{ type: 'assignmentSubmitted' }], { kind: 'wrongMaterialType', type: 'assignmentSubmitted' }],
    ['both kinds on a mixed lesson', 'mixed', [{ type: 'quizTaken' }, { type: 'assignmentSubmitted' }], null],
  ])('%s', (_case, materialType, rules, expected) => {
    expect(ruleProblem(materialType, rules)).toEqual(expected);
  });
});

describe('rule editor helpers', () => {
  it('offers the base rule with a dependent one, and nothing for a present type', () => {
    expect(rulesToAdd([], 'quizScore')).toEqual(['quizTaken', 'quizScore']);
    expect(rulesToAdd([{ type: 'quizTaken' }], 'quizScore')).toEqual(['quizScore']);
    expect(rulesToAdd([], 'viewed')).toEqual(['viewed']);
    expect(rulesToAdd([{ type: 'viewed' }], 'viewed')).toEqual([]);
  });

  it('blocks removing a base rule another rule needs', () => {
    const rules: CompletionRule[] = [{ type: 'assignmentSubmitted' }, { type: 'assignmentGraded' }];
    expect(removalBlockedBy(rules, 'assignmentSubmitted')).toBe('assignmentGraded');
    expect(removalBlockedBy(rules, 'assignmentGraded')).toBeNull();
  });
});

describe('isLessonComplete', () => {
  it('needs the student’s own mark when there are no rules', () => {
    expect(isLessonComplete(null, none, 'article')).toBe(false);
    expect(isLessonComplete({ logic: 'all', rules: [] }, { ...none, markedDone: true }, 'article')).toBe(true);
  });

  it('needs every rule with all, one with any', () => {
    const rules: CompletionRule[] = [{ type: 'viewed' }, { type: 'manual' }];
    expect(isLessonComplete({ logic: 'all', rules }, { viewed: true, markedDone: false }, 'article')).toBe(false);
    expect(isLessonComplete({ logic: 'all', rules }, { viewed: true, markedDone: true }, 'article')).toBe(true);
    expect(isLessonComplete({ logic: 'any', rules }, { viewed: true, markedDone: false }, 'article')).toBe(true);
    expect(isLessonComplete({ logic: 'any', rules }, none, 'article')).toBe(false);
  });

  it('applies the minimum score to quiz and assignment rules', () => {
    const quiz = { logic: 'all' as const, rules: [{ type: 'quizTaken' as const }, { type: 'quizScore' as const, minScore: 60 }] };
    expect(isLessonComplete(quiz, { ...none, quizPercent: 59 }, 'quiz')).toBe(false);
    expect(isLessonComplete(quiz, { ...none, quizPercent: 60 }, 'quiz')).toBe(true);
    expect(isLessonComplete(quiz, none, 'quiz')).toBe(false);
    const assignment = { logic: 'all' as const, rules: [{ type: 'assignmentSubmitted' as const }, { type: 'assignmentGraded' as const, minScore: 50 }] };
    expect(isLessonComplete(assignment, { ...none, assignmentSubmitted: true, assignmentPercent: null }, 'assignment')).toBe(false);
    expect(isLessonComplete(assignment, { ...none, assignmentSubmitted: true, assignmentPercent: 75 }, 'assignment')).toBe(true);
  });

  it('completes a quiz lesson without rules when its quiz is handed in, not by the student’s mark (issue #44)', () => {
    expect(isLessonComplete(null, { ...none, markedDone: true }, 'quiz')).toBe(false);
    expect(isLessonComplete(null, { ...none, quizPercent: 0 }, 'quiz')).toBe(true);
    expect(offersManualCompletion(null, 'quiz')).toBe(false);
    expect(offersManualCompletion(null, 'article')).toBe(true);
    // A quiz lesson the teacher gave a manual rule is completed by the student's mark, as before.
    expect(offersManualCompletion({ logic: 'any', rules: [{ type: 'manual' }, { type: 'quizTaken' }] }, 'quiz')).toBe(true);
  });

  it('completes a video lesson without rules when its video is watched to the end, which opening it is not (issue #44)', () => {
    expect(isLessonComplete(null, { ...none, markedDone: true }, 'video')).toBe(false);
    expect(isLessonComplete(null, { ...none, viewed: true }, 'video')).toBe(true);
    expect(offersManualCompletion(null, 'video')).toBe(false);
    expect(viewedOnOpening({ type: 'video', video: 'public/materials/1/a_talk.webm' })).toBe(false);
    // Nothing to watch: opening it is all there is. Any other lesson is viewed by being opened.
    expect(viewedOnOpening({ type: 'video', video: '' })).toBe(true);
    expect(viewedOnOpening({ type: 'mixed', video: 'public/materials/1/a_talk.webm' })).toBe(true);
    expect(viewedOnOpening({ type: 'article' })).toBe(true);
  });
});

describe('lesson access and course completion', () => {
  it('locks a lesson until its prerequisites are completed', () => {
    expect(lessonAccess(['a'], new Set(), { started: false, completed: false })).toBe('locked');
    expect(lessonAccess(['a'], new Set(['a']), { started: false, completed: false })).toBe('notStarted');
    expect(lessonAccess([], new Set(), { started: true, completed: false })).toBe('inProgress');
    expect(lessonAccess(['a'], new Set(), { started: true, completed: true })).toBe('completed');
  });

  it('is not attempted, in progress, then completed', () => {
    expect(courseCompletion(['a', 'b'], new Set(), new Set())).toBe('notAttempted');
    expect(courseCompletion(['a', 'b'], new Set(['a']), new Set())).toBe('inProgress');
    expect(courseCompletion(['a', 'b'], new Set(), new Set(['a']))).toBe('inProgress');
    expect(courseCompletion(['a', 'b'], new Set(), new Set(['a', 'b']))).toBe('completed');
    expect(courseCompletion([], new Set(), new Set())).toBe('notAttempted');
  });
});

describe('withPassMark (issue #44, item 7)', () => {
  it('completes a quiz lesson without rules of its own only once it is passed', () => {
    const rules = withPassMark(null, 'quiz', 75);
    expect(isLessonComplete(rules, { viewed: true, markedDone: false, quizPercent: 50 }, 'quiz')).toBe(false);
    expect(isLessonComplete(rules, { viewed: true, markedDone: false, quizPercent: 75 }, 'quiz')).toBe(true);
  });

  it('gives a quizScore rule without a minimum the pass mark, and keeps a minimum the teacher wrote', () => {
    expect(withPassMark({ logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: null }] }, 'quiz', 60).rules[1]).toEqual({ type: 'quizScore', minScore: 60 });
    expect(withPassMark({ logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: 90 }] }, 'quiz', 60).rules[1]).toEqual({ type: 'quizScore', minScore: 90 });
  });

  it('changes nothing without a pass mark, or for rules that read no score', () => {
    expect(withPassMark(null, 'quiz', null)).toEqual({ logic: 'all', rules: [{ type: 'quizTaken' }] });
    expect(withPassMark({ logic: 'any', rules: [{ type: 'manual' }, { type: 'quizTaken' }] }, 'mixed', 80)).toEqual({ logic: 'any', rules: [{ type: 'manual' }, { type: 'quizTaken' }] });
  });
});
