import type { PayloadRequest } from 'payload';
import type { Messages } from '@halaqa/shared/i18n/index';
import type { Choice } from './ChoicesInput';

/**
 * What the admin's tick lists offer, read as the editor (overrideAccess off: the editor's own
 * site and rights decide what they may see, as everywhere in the admin).
 */
const asEditor = (req: PayloadRequest) => ({ overrideAccess: false, user: req.user, depth: 0, pagination: false }) as const;

/** The site's courses, for the home page's first ones. */
export async function coursesOfSite(req: PayloadRequest, tenantId: string | undefined): Promise<Choice[]> {
  if (!tenantId) return [];
  const { docs } = await req.payload.find({ collection: 'courses', where: { tenant: { equals: tenantId } }, sort: 'name', select: { name: true }, ...asEditor(req) });
  return docs.map((course) => ({ value: course.id, label: course.name }));
}

/** A course's lessons in their order. */
async function lessonsOf(req: PayloadRequest, courseId: string | undefined) {
  if (!courseId) return [];
  const { docs } = await req.payload.find({ collection: 'materials', where: { course: { equals: courseId } }, sort: 'order', select: { name: true, type: true }, ...asEditor(req) });
  return docs;
}

/** A course's lessons, for the ones visitors see. */
export async function lessonChoices(req: PayloadRequest, courseId: string | undefined): Promise<Choice[]> {
  return (await lessonsOf(req, courseId)).map((lesson) => ({ value: lesson.id, label: lesson.name }));
}

/** A course's quizzes and assignments as a certificate's source names them (`{id}:quiz`, `{id}:assignment`). */
export async function gradedWorkChoices(req: PayloadRequest, courseId: string | undefined, texts: Messages['editorsAdmin']['fields']['choices']): Promise<Choice[]> {
  return (await lessonsOf(req, courseId)).flatMap((lesson) => [
    ...(lesson.type === 'quiz' || lesson.type === 'mixed' ? [{ value: `${lesson.id}:quiz`, label: texts.quiz.replace('{{name}}', lesson.name) }] : []),
    ...(lesson.type === 'assignment' || lesson.type === 'mixed' ? [{ value: `${lesson.id}:assignment`, label: texts.assignment.replace('{{name}}', lesson.name) }] : []),
  ]);
}
