import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import { idOf, type TenantContext } from '../context';
import { certConfigOf } from './cert-config';
import { findCourse } from '../courses/catalogue/find-course';
import { assertManager } from '../courses/people/course-managers';
import { listMaterials } from '../courses/lessons/list-materials';
import { peopleByIds } from '../courses/people/people-by-ids';
import type { Actor } from '../users/actor';

/**
 * What the certificate designer edits (issue #6): the course's template and cert_config, its
 * signature and the name under it (issue #44, item 8), and the quiz and assignment lessons a
 * teacher may choose as the grade's sources (`id:quiz`, `id:assignment`). Saving goes through
 * PUT /api/courses/{id}.
 */

export interface CertificateSourceOption {
  /** The cert_config.source entry: `{lesson id}:quiz` or `{lesson id}:assignment`. */
  value: string;
  kind: 'quiz' | 'assignment';
  lessonName: string;
}

export interface CertificateDesign {
  certificateTemplate: string;
  cert_config: TCourse['cert_config'];
  /** The signature image's key, '' for none. */
  certificateSignature: string;
  /** The name the teacher wrote under it, '' for the trainer's. */
  certificateSigner: string;
  /** The course's trainer's name, printed under the signature when no other is written; '' without a trainer. */
  trainerName: string;
  sources: CertificateSourceOption[];
}

export async function certificateDesignOf(ctx: TenantContext, actor: Actor, courseId: string): Promise<CertificateDesign> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const lessons = await listMaterials(ctx, actor, course.id);
  const sources = lessons.flatMap((lesson): CertificateSourceOption[] => [
    ...(lesson.type === 'quiz' || lesson.type === 'mixed' ? [{ value: `${lesson.id}:quiz`, kind: 'quiz' as const, lessonName: lesson.name }] : []),
    ...(lesson.type === 'assignment' || lesson.type === 'mixed' ? [{ value: `${lesson.id}:assignment`, kind: 'assignment' as const, lessonName: lesson.name }] : []),
  ]);
  const trainerId = idOf(course.trainer);
  const trainerName = trainerId ? (await peopleByIds(ctx, [trainerId]))(trainerId).name : '';
  return {
    certificateTemplate: course.certificateTemplate ?? '',
    cert_config: certConfigOf(course),
    certificateSignature: course.certificateSignature ?? '',
    certificateSigner: course.certificateSigner ?? '',
    trainerName,
    sources,
  };
}
