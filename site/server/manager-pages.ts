import type { AstroGlobal } from 'astro';
import { mayCreateCourse } from '@halaqa/shared/course-management';

/**
 * Who reaches the course-management pages (/teacher, /admin and its course editor): teachers,
 * the owner and admins with modify-courses. A visitor is sent to sign in; anyone else gets 403.
 * Whether they manage a given course is decided per course (learning-content §6).
 */
export function managementAccess(Astro: AstroGlobal): 'sign-in' | 'forbidden' | 'allowed' {
  const { user } = Astro.locals;
  if (!user) return 'sign-in';
  return mayCreateCourse(user) ? 'allowed' : 'forbidden';
}
