import type { Where } from 'payload';

/** Registering, favourites and the people of a course (learning-content §4, §7). */

/** A user's row of a course (a registration or a favourite; the accessor adds the tenant). */
export const membership = (courseId: string, userId: string): Where => ({ and: [{ course: { equals: courseId } }, { user: { equals: userId } }] });
