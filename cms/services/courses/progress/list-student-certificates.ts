import type { TenantContext } from '../../context';
import { verifyPathOf } from '../../certificates/certificate-paths';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';

/**
 * What the dashboard shows beside the student's courses (issue #15): their certificates and the
 * assignments still to hand in, due soonest first. Every read is through the tenant accessor, so
 * another site's certificates, courses and lessons never appear.
 */

export interface DashboardCertificate {
  code: string;
  courseId: string;
  courseName: string;
  issuedAt: string;
  /** The certificate's own page on this site (verify and download). */
  path: string;
}

/** Newest first: the certificates issued to the actor on this site. */
export async function studentCertificates(ctx: TenantContext, actor: Actor): Promise<DashboardCertificate[]> {
  const { docs } = await tenantDb(ctx).find({
    collection: 'certificates',
    where: { user: { equals: actor.id } },
    sort: '-createdAt',
    pagination: false,
    select: { code: true, subjectId: true, subjectName: true, createdAt: true },
  });
  return docs.map((certificate) => ({
    code: certificate.code,
    courseId: certificate.subjectId,
    courseName: certificate.subjectName,
    issuedAt: certificate.createdAt,
    path: verifyPathOf(certificate.code),
  }));
}
