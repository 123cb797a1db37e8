import type { ApiCall } from './common';

/** The certificates calls of learning-content §7 (issue #6). */
export const CERTIFICATES_CALLS: readonly ApiCall[] = [];
