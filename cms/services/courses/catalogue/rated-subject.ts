import type { Where } from 'payload';

/**
 * Ratings of `/api/{type}/{id}/rate` (learning-content §7). `type` is `courses` for now;
 * services join with their issue. One rating per user: rating again replaces it.
 */
export const RATED_TYPES = ['courses'] as const;
export type RatedType = (typeof RATED_TYPES)[number];

export const ofSubject = (type: RatedType, id: string): Where[] => [{ subjectType: { equals: type } }, { subjectId: { equals: id } }];
