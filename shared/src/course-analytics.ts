/**
 * A course's analytics for its managers (issue #14): which students are at risk and why, and
 * how far each has come. Pure, so the server that decides and the tests that check share them.
 */

/** A student with no activity in the course for this many days is at risk. */
export const INACTIVE_AFTER_DAYS = 7;

/** A quiz without a minimum score of its own (a quizScore completion rule) or a pass mark is failed below this percent. */
export const DEFAULT_QUIZ_PASS_PERCENT = 50;

/** The periods the page offers, in days ending today; the call accepts any from 1 to the longest. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export const LONGEST_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD_DAYS = 30;

/** How the period is cut: one point per day, or per week (weeks start on Monday, ISO 8601). */
export const ANALYTICS_INTERVALS = ['day', 'week'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest handed-in attempt of a student at one quiz, as a percent of its maximum. */
export interface QuizOutcome {
  lessonId: string;
  lesson: string;
  percent: number;
  /** The lesson's own minimum (its quizScore rule, else its quiz's pass mark), or null for the default. */
  passPercent: number | null;
}

export type RiskReason = { kind: 'inactive'; days: number } | { kind: 'failedQuiz'; lessonId: string; lesson: string; percent: number };

export interface StudentStanding {
  /** The student's latest activity in the course (registering counts), as an ISO instant. */
  lastActivity: string;
  /** Every lesson students see is completed. */
  completed: boolean;
  quizzes: readonly QuizOutcome[];
}

export const quizFailed = (outcome: Pick<QuizOutcome, 'percent' | 'passPercent'>): boolean => outcome.percent < (outcome.passPercent ?? DEFAULT_QUIZ_PASS_PERCENT);

/** Whole days from `iso` to `now` (0 on the same day or for a moment ahead of `now`). */
export const daysSince = (iso: string, now: Date): number => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));

/**
 * Why a student is at risk, none when they are not: no activity for INACTIVE_AFTER_DAYS days or
 * more, and each quiz whose latest result is below its pass mark, in the order given. A student
 * who completed the course is done, not at risk.
 */
export function riskReasons(standing: StudentStanding, now: Date): RiskReason[] {
  if (standing.completed) return [];
  const reasons: RiskReason[] = [];
  const idle = daysSince(standing.lastActivity, now);
  if (idle >= INACTIVE_AFTER_DAYS) reasons.push({ kind: 'inactive', days: idle });
  for (const quiz of standing.quizzes) {
    if (quizFailed(quiz)) reasons.push({ kind: 'failedQuiz', lessonId: quiz.lessonId, lesson: quiz.lesson, percent: quiz.percent });
  }
  return reasons;
}

/** Completed lessons out of those students see, as a whole percent (0 for a course without lessons). */
export const progressPercent = (done: number, total: number): number => (total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0);

/** A score out of a maximum as a percent with one decimal, or null when there is no maximum. */
export const percentOf = (score: number, max: number): number | null => (max > 0 ? Math.round((score / max) * 1000) / 10 : null);
