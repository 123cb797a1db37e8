import { describe, expect, it } from 'vitest';
import { certificateEligibility, type EligibilityInput, type GradedLesson } from './certificate-eligibility';

const question = (score?: number) => ({ type: 'single' as const, text: 'q', options: ['a', 'b'], correct: [0], score });
const quiz = (id: string, earned: number | null, savequiz = true, questions = [question(), question(3)]): GradedLesson => ({ id, finished: true, quiz: { savequiz, questions, earned } });
const assignment = (id: string, earned: number | null, instructions = 'Write an essay', maxGrade = 100): GradedLesson => ({
  id,
  finished: true,
  assignment: { instructions, maxGrade, earned },
});
const input = (overrides: Partial<EligibilityInput>): EligibilityInput => ({ manager: false, score: 50, source: '*', lessons: [], ...overrides });

describe('certificateEligibility', () => {
  it.each<[string, EligibilityInput, boolean, string | null]>([
    ['a manager, never', input({ manager: true, score: -1 }), false, 'manager'],
    ['-1: always', input({ score: -1 }), true, null],
    ['-3: never', input({ score: -3, lessons: [quiz('q', 4)] }), false, 'never'],
    ['0: every lesson finished', input({ score: 0, lessons: [{ id: 'a', finished: true }] }), true, null],
    ['0: one lesson unfinished', input({ score: 0, lessons: [{ id: 'a', finished: true }, { id: 'b', finished: false }] }), false, 'notAllFinished'],
    ['threshold met over quizzes and assignments', input({ score: 60, lessons: [quiz('q', 4), assignment('a', 60)] }), true, null],
    ['threshold missed', input({ score: 62, lessons: [quiz('q', 4), assignment('a', 60)] }), false, 'belowThreshold'],
    ['nothing gradable: possible must exceed 0', input({ score: 10, lessons: [{ id: 'x', finished: true }] }), false, 'noPossiblePoints'],
    ["'*' skips a quiz that does not save results", input({ score: 50, lessons: [quiz('q', 0, false), assignment('a', 60)] }), true, null],
    ["'*' skips a quiz without questions", input({ score: 50, lessons: [quiz('q', 0, true, []), assignment('a', 60)] }), true, null],
    ["'*' skips an assignment without instructions", input({ score: 50, lessons: [quiz('q', 4), assignment('a', 0, '  ')] }), true, null],
    ['a list: id:quiz and id (type defaults to quiz)', input({ score: 100, source: ['q1:quiz', 'q2'], lessons: [quiz('q1', 4), quiz('q2', 4), assignment('a', 0)] }), true, null],
    ['a list: id:assignment only', input({ score: 50, source: ['a:assignment'], lessons: [quiz('q', 0), assignment('a', 49)] }), false, 'belowThreshold'],
    ['a list naming a missing lesson counts nothing', input({ score: 50, source: ['gone'], lessons: [quiz('q', 4)] }), false, 'noPossiblePoints'],
  ])('%s', (_case, given, eligible, reason) => {
    expect(certificateEligibility(given)).toMatchObject({ eligible, reason });
  });

  it('reports earned, possible and the percent', () => {
    expect(certificateEligibility(input({ lessons: [quiz('q', 3), assignment('a', 50, 'Do it', 100)] }))).toEqual({
      eligible: true,
      reason: null,
      earned: 53,
      possible: 104,
      percent: 51,
    });
  });
});
