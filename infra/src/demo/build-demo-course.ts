import { courseNameKey } from '@halaqa/cms/collections/learning/Courses';
import { idOf, type TenantContext } from '@halaqa/cms/services/context';
import { createCourse } from '@halaqa/cms/services/courses/catalogue/create-course';
import { updateCourse } from '@halaqa/cms/services/courses/catalogue/update-course';
import { createMaterial } from '@halaqa/cms/services/courses/lessons/create-material';
import { createSection } from '@halaqa/cms/services/courses/lessons/sections/create-section';
import { tenantDb } from '@halaqa/cms/services/tenant-db';
import type { Actor } from '@halaqa/cms/services/users/actor';
import { ZCreateCourseRequest, ZCreateMaterialRequest, ZSectionRequest, ZUpdateCourseRequest } from '@halaqa/shared/schemas/courses';
import type { DemoCourse, DemoLesson } from './demo-course';

/** A lesson of a built course: its id and what it was made from (a student's work needs its questions). */
export interface BuiltLesson {
  id: string;
  lesson: DemoLesson;
}

export interface BuiltCourse {
  id: string;
  lessons: BuiltLesson[];
}

/**
 * The course as its teacher creates it on the site. One of its name may be there already: made
 * by an interrupted seed, or empty and the owner's, on a demo site seeded before the demo had
 * lessons, which the owner then hands to the teacher with the course's settings.
 */
async function courseOf(ctx: TenantContext, teacher: Actor, owner: Actor, demo: DemoCourse): Promise<string> {
  const input = ZCreateCourseRequest.parse(demo.course);
  const existing = await tenantDb(ctx).findOne({ collection: 'courses', where: { nameKey: { equals: courseNameKey(demo.course.name) } } });
  if (!existing) return (await createCourse(ctx, teacher, input)).id;
  if (idOf(existing.trainer) !== teacher.id) await updateCourse(ctx, owner, existing.id, ZUpdateCourseRequest.parse({ ...demo.course, trainer_id: teacher.id }));
  return existing.id;
}

async function sectionOf(ctx: TenantContext, teacher: Actor, courseId: string, title: string): Promise<string> {
  const input = ZSectionRequest.parse({ title });
  const existing = await tenantDb(ctx).findOne({ collection: 'course-sections', where: { and: [{ course: { equals: courseId } }, { title: { equals: input.title } }] } });
  return existing?.id ?? (await createSection(ctx, teacher, courseId, input)).id;
}

async function lessonOf(ctx: TenantContext, teacher: Actor, courseId: string, sectionId: string, lesson: DemoLesson, videoKey: string): Promise<string> {
  const input = ZCreateMaterialRequest.parse({ ...lesson, section: sectionId, ...(lesson.type === 'video' ? { video: videoKey } : {}) });
  const existing = await tenantDb(ctx).findOne({ collection: 'materials', where: { and: [{ course: { equals: courseId } }, { name: { equals: input.name } }] } });
  return existing?.id ?? (await createMaterial(ctx, teacher, courseId, input)).id;
}

/**
 * The course, its sections and their lessons, in order, made through the services the site's
 * endpoints call with every body parsed by the schema the endpoint parses it with; video lessons
 * play `videoKey`. What an interrupted seed made is found by name and kept, so a rerun adds only
 * what is missing, in the same order.
 */
export async function buildDemoCourse(ctx: TenantContext, teacher: Actor, owner: Actor, demo: DemoCourse, videoKey: string): Promise<BuiltCourse> {
  const courseId = await courseOf(ctx, teacher, owner, demo);
  const lessons: BuiltLesson[] = [];
  for (const section of demo.sections) {
    const sectionId = await sectionOf(ctx, teacher, courseId, section.title);
    for (const lesson of section.lessons) lessons.push({ id: await lessonOf(ctx, teacher, courseId, sectionId, lesson, videoKey), lesson });
  }
  return { id: courseId, lessons };
}
