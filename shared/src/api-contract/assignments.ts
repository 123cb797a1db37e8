import type { ApiCall } from './common';

/** The assignments calls of learning-content §7 (issue #6). */
export const ASSIGNMENTS_CALLS: readonly ApiCall[] = [];
