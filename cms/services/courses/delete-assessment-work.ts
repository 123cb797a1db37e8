import type { PayloadRequest, Where } from 'payload';
import type { TenantContext } from '../context';

/**
 * Removes the quiz attempts (with their answers) and assignment submissions of a course or of
 * one lesson, inside the caller's transaction: they point at the lesson with a required link, so
 * the lesson cannot go while they remain. Issued certificates stay (they carry their own names
 * and stay verifiable).
 */
export async function deleteAssessmentWork({ payload, tenant }: TenantContext, of: { course: string } | { material: string }, req: PayloadRequest): Promise<void> {
  const scope: Where = 'course' in of ? { course: { equals: of.course } } : { material: { equals: of.material } };
  const where: Where = { and: [{ tenant: { equals: tenant.id } }, scope] };
  const { docs: attempts } = await payload.find({ collection: 'quiz-attempts', where, pagination: false, depth: 0, select: {}, overrideAccess: true, req });
  if (attempts.length > 0) {
    await payload.delete({ collection: 'quiz-answers', where: { attempt: { in: attempts.map((attempt) => attempt.id) } }, overrideAccess: true, req });
    await payload.delete({ collection: 'quiz-attempts', where, overrideAccess: true, req });
  }
  await payload.delete({ collection: 'assignment-submissions', where, overrideAccess: true, req });
}
