import type { TSubmissionForGrading } from '@halaqa/shared/api-contract/assignments';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { peopleByIds } from '../../people/people-by-ids';
import { managedAssignment } from './assignment-scope';
import { submissionView } from './submission-view';

/** GET …/assignment/submissions: every submission of the lesson with its student, work to grade first. */
export async function listSubmissions(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<TSubmissionForGrading[]> {
  const { material } = await managedAssignment(ctx, actor, courseId, materialId);
  const { docs } = await tenantDb(ctx).find({ collection: 'assignment-submissions', where: { material: { equals: material.id } }, sort: 'submittedAt' });
  const personOf = await peopleByIds(ctx, docs.map((submission) => idOf(submission.user)));
  const views = docs.map((submission) => ({ ...submissionView(material, submission), student: personOf(idOf(submission.user)!) }));
  // A stable sort keeps the oldest work first within each group.
  return views.sort((a, b) => Number(a.state === 'graded') - Number(b.state === 'graded'));
}
