import type { ApiCall } from './common';

/** The quizzes calls of learning-content §7 (issue #6). */
export const QUIZZES_CALLS: readonly ApiCall[] = [];
