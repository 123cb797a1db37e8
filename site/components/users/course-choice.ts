import { EVERY_COURSE } from '@halaqa/shared/course-management';

/** A course as the access dialog offers it. adminCourses may name it by its id or its public id. */
export interface CourseOption {
  id: string;
  course_id: string;
  name: string;
}

export const isChosen = (chosen: readonly string[], course: CourseOption) => chosen.includes(course.id) || chosen.includes(course.course_id);

export const isEveryCourse = (chosen: readonly string[]) => chosen.includes(EVERY_COURSE);

/**
 * `chosen` with `course` ticked or not. Entries the dialog does not show (courses the editor does
 * not see, the wildcard) stay as they are, so saving never drops what nobody unticked.
 */
export function withCourse(chosen: readonly string[], course: CourseOption, tick: boolean): string[] {
  const others = chosen.filter((entry) => entry !== course.id && entry !== course.course_id);
  return tick ? [...others, course.id] : others;
}

/** `chosen` with the wildcard on or off, the listed courses kept for when it is turned off again. */
export function withEveryCourse(chosen: readonly string[], tick: boolean): string[] {
  const listed = chosen.filter((entry) => entry !== EVERY_COURSE);
  return tick ? [EVERY_COURSE, ...listed] : listed;
}
