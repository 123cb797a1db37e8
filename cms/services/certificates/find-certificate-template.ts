import { idOf, type TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** The signature the default design prints: a public image's key and the name written under it. */
export interface CertificateSignature {
  key: string;
  signer: string;
}

export interface CertificateDesignOfCourse {
  /** The course's template; '' for the default design. */
  template: string;
  /** Undefined when the course has no signature image. */
  signature?: CertificateSignature;
}

/**
 * The design a certificate is printed with: its course's template and signature, or the default
 * design without one once the course is gone. The signer is the name the teacher wrote, or the
 * course's trainer's (the one who teaches is the one who signs, unless said otherwise).
 */
export async function certificateDesignOfCourse(ctx: TenantContext, courseId: string): Promise<CertificateDesignOfCourse> {
  const db = tenantDb(ctx);
  const course = await db.findOne({
    collection: 'courses',
    where: { id: { equals: courseId } },
    select: { certificateTemplate: true, certificateSignature: true, certificateSigner: true, trainer: true },
  });
  if (!course) return { template: '' };
  const template = course.certificateTemplate ?? '';
  if (!course.certificateSignature) return { template };
  const trainerId = idOf(course.trainer);
  const trainer = course.certificateSigner || !trainerId ? null : await db.findOne({ collection: 'users', where: { id: { equals: trainerId } }, select: { name: true } });
  return { template, signature: { key: course.certificateSignature, signer: course.certificateSigner || trainer?.name || '' } };
}
