import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import type { Course } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { statsOfCourses } from './course-stats';
import { peopleByIds } from './people';

/**
 * What a course card and the manager check (course-access.ts) read of a course: lists select only
 * these (Payload's `select`), never the long description, certificate design or lesson lists,
 * which made a 200-course catalogue load and transform megabytes per request.
 */
export const CARD_SELECT = {
  courseId: true,
  name: true,
  description: true,
  price: true,
  photo: true,
  duration: true,
  difficulty: true,
  unlisted: true,
  trainer: true,
  admins: true,
  createdAt: true,
} as const;
export type CardCourse = Pick<Course, 'id' | keyof typeof CARD_SELECT>;

/** Courses as cards (lists, the home page, a user's courses): one query for people, one for counts. */
export async function cardsOf(ctx: TenantContext, courses: readonly CardCourse[]): Promise<TCourseCard[]> {
  const [personOf, stats] = await Promise.all([
    peopleByIds(ctx, courses.map((course) => idOf(course.trainer))),
    statsOfCourses(ctx.payload, ctx.tenant.id, courses.map((course) => course.id)),
  ]);
  return courses.map((course) => {
    const trainerId = idOf(course.trainer);
    const counts = stats.get(course.id);
    return {
      id: course.id,
      course_id: course.courseId,
      name: course.name,
      description: course.description ?? '',
      price: { price: course.price?.amount ?? 0, per: course.price?.per ?? 'lifetime' },
      photo: course.photo ?? '',
      duration: course.duration ?? '',
      difficulty: course.difficulty ?? null,
      unlisted: Boolean(course.unlisted),
      trainer: trainerId ? personOf(trainerId) : null,
      rating: { average: counts?.ratingAverage ?? 0, count: counts?.ratingCount ?? 0 },
      students: counts?.students ?? 0,
      lessons: counts?.lessons ?? 0,
    };
  });
}

/** JSON lists stored by the admin may hold anything; replies carry strings only. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
