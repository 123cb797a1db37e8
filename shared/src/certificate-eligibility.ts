import { pointsOf, type QuizQuestion } from './quiz-scoring';

/**
 * Who may have a course's certificate (learning-content §4, exactly), as a pure function with a
 * reason, so the certificate call can say why not.
 *
 * cert_config.score: −1 always; −3 never; 0 once every lesson is finished; otherwise earned ÷
 * possible × 100 must reach the score, with possible > 0. Sources: '*' = every quiz that saves
 * results and has questions, and every assignment with instructions; or a list of `id:quiz` /
 * `id:assignment` (the type defaults to quiz). Course managers are never offered one.
 */
export const CERT_ALWAYS = -1;
export const CERT_NEVER = -3;
export const CERT_ALL_FINISHED = 0;

export interface GradedLesson {
  id: string;
  finished: boolean;
  quiz?: { savequiz: boolean; questions: readonly QuizQuestion[]; earned: number | null };
  assignment?: { instructions: string; maxGrade: number; earned: number | null };
}

export interface EligibilityInput {
  manager: boolean;
  score: number;
  source: '*' | readonly string[];
  lessons: readonly GradedLesson[];
}

export type IneligibleReason = 'manager' | 'never' | 'notAllFinished' | 'noPossiblePoints' | 'belowThreshold';

export interface Eligibility {
  eligible: boolean;
  reason: IneligibleReason | null;
  earned: number;
  possible: number;
  /** earned ÷ possible × 100, rounded to one decimal; 0 when nothing is possible. */
  percent: number;
}

type Counted = { kind: 'quiz' | 'assignment'; lesson: GradedLesson };

function countedSources(source: EligibilityInput['source'], lessons: readonly GradedLesson[]): Counted[] {
  if (source === '*') {
    return lessons.flatMap((lesson): Counted[] => [
      ...(lesson.quiz && lesson.quiz.savequiz && lesson.quiz.questions.length > 0 ? [{ kind: 'quiz' as const, lesson }] : []),
      ...(lesson.assignment && lesson.assignment.instructions.trim() !== '' ? [{ kind: 'assignment' as const, lesson }] : []),
    ]);
  }
  return source.flatMap((entry): Counted[] => {
    const [id, type = 'quiz'] = entry.split(':');
    const lesson = lessons.find((candidate) => candidate.id === id);
    if (!lesson) return [];
    return type === 'assignment' ? (lesson.assignment ? [{ kind: 'assignment', lesson }] : []) : lesson.quiz ? [{ kind: 'quiz', lesson }] : [];
  });
}

function points(counted: readonly Counted[]) {
  let earned = 0;
  let possible = 0;
  for (const { kind, lesson } of counted) {
    if (kind === 'quiz') {
      possible += lesson.quiz!.questions.reduce((sum, question) => sum + pointsOf(question), 0);
      earned += lesson.quiz!.earned ?? 0;
    } else {
      possible += lesson.assignment!.maxGrade;
      earned += lesson.assignment!.earned ?? 0;
    }
  }
  return { earned, possible };
}

export function certificateEligibility(input: EligibilityInput): Eligibility {
  const { earned, possible } = points(countedSources(input.source, input.lessons));
  const percent = possible > 0 ? Math.round((earned / possible) * 1000) / 10 : 0;
  const result = (reason: IneligibleReason | null): Eligibility => ({ eligible: reason === null, reason, earned, possible, percent });
  if (input.manager) return result('manager');
  if (input.score === CERT_ALWAYS) return result(null);
  if (input.score === CERT_NEVER) return result('never');
  if (input.score === CERT_ALL_FINISHED) return result(input.lessons.every((lesson) => lesson.finished) ? null : 'notAllFinished');
  if (possible <= 0) return result('noPossiblePoints');
  return result((earned / possible) * 100 >= input.score ? null : 'belowThreshold');
}
