/**
 * What a kept value was made from, and what a change touched (issue #40, item 12). A change
 * announces its tags; a cache forgets the values carrying any of them, so a registration in one
 * course leaves every other course's kept pages and reads in place. A value kept without tags
 * was made from the whole site and goes with any change of it; the site's tag (settings, menus,
 * people's public names) forgets everything of the site.
 *
 * Live counters have tags of their own (`…:students`), carried only by the values that show
 * them: a course's content stays kept while students register for it.
 */

/** Everything of the site: its settings, and whatever shows people's public names. */
export const siteTag = (tenantId: string): string => `tenant:${tenantId}`;

/** Which courses the site has and what their cards say (name, price, listing, trainer…). */
export const catalogueTag = (tenantId: string): string => `tenant:${tenantId}:catalogue`;

/** The site's counts of registered students, kept apart from its content. */
export const studentCountsTag = (tenantId: string): string => `tenant:${tenantId}:students`;

/** One course's content: its fields, lessons, sections, ratings and announcements. */
export const courseTag = (courseId: string): string => `course:${courseId}`;

/** How many students one course has. */
export const courseStudentsTag = (courseId: string): string => `course:${courseId}:students`;
