import type { Where } from 'payload';
import type { TenantScope } from '../../context';
import type { InTransaction } from '../../unit-of-work';
import { tenantDb } from '../../tenant-db';

/**
 * Removes the quiz attempts (with their answers) and assignment submissions of a course or of
 * one lesson, inside the caller's unit of work: they point at the lesson with a required link, so
 * the lesson cannot go while they remain. Issued certificates stay (they carry their own names
 * and stay verifiable).
 */
export async function deleteAssessmentWork(tx: InTransaction<TenantScope>, of: { course: string } | { material: string }): Promise<void> {
  const db = tenantDb(tx);
  const where: Where = 'course' in of ? { course: { equals: of.course } } : { material: { equals: of.material } };
  const { docs: attempts } = await db.find({ collection: 'quiz-attempts', where, select: {} });
  if (attempts.length > 0) {
    await db.delete({ collection: 'quiz-answers', where: { attempt: { in: attempts.map((attempt) => attempt.id) } } });
    await db.delete({ collection: 'quiz-attempts', where });
  }
  await db.delete({ collection: 'assignment-submissions', where });
}
