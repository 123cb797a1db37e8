import type { TenantContext } from '@halaqa/cms/services/context';
import { findSiteOwner } from '@halaqa/cms/services/users/site-owner';
import { buildDemoCourse } from './build-demo-course';
import { ARABIC_FOR_BEGINNERS } from './courses/arabic-for-beginners';
import { INTRODUCTION_TO_SEERAH } from './courses/introduction-to-seerah';
import { TAJWEED_CIRCLE } from './courses/tajweed-circle';
import { demoClassSeeded, seedDemoClass } from './demo-class';
import { actorOf, DEMO_CLASSMATE, DEMO_STUDENT, DEMO_TEACHER, ensureAccount, ensureTeacher } from './demo-people';
import { ensureDemoVideo } from './demo-video';

/**
 * What a new user finds on the demo site: a teacher's three courses, each in sections with an
 * article, a video with its transcript, a quiz and an assignment (two priced, to try the cart
 * with, and one free), and two students of the free one, one who finished it (a graded
 * assignment, a certificate, a review) and one halfway (work waiting for the teacher, a review).
 *
 * Made through the services the site's endpoints call, as the people would make it on the site,
 * so it obeys the same rules. Those calls commit one by one (several read with prepared
 * statements, which refuse to run inside a transaction), so every step first finds what an
 * interrupted seed made and a rerun completes the demo; once its last step is there, nothing is
 * done at all. Returns whether anything was made now.
 */
export async function seedDemoContent(ctx: TenantContext): Promise<boolean> {
  if (await demoClassSeeded(ctx, DEMO_CLASSMATE.email)) return false;
  const owner = await actorOf(ctx, (await findSiteOwner(ctx))!.id);
  const teacher = await ensureTeacher(ctx, owner, DEMO_TEACHER);
  const student = await ensureAccount(ctx, DEMO_STUDENT);
  const classmate = await ensureAccount(ctx, DEMO_CLASSMATE);
  const videoKey = await ensureDemoVideo(ctx, owner);
  await buildDemoCourse(ctx, teacher, owner, ARABIC_FOR_BEGINNERS, videoKey);
  await buildDemoCourse(ctx, teacher, owner, TAJWEED_CIRCLE, videoKey);
  const seerah = await buildDemoCourse(ctx, teacher, owner, INTRODUCTION_TO_SEERAH, videoKey);
  await seedDemoClass(ctx, { teacher, student, classmate }, seerah);
  return true;
}
