import type { TCertificate } from '@halaqa/shared/api-contract/certificates';
import type { Certificate, Tenant } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { siteOriginOf } from '../tenants/site-origin';

/**
 * Issued certificates as the contract shows them, found by their public code or by whose they
 * are. Always within the request's tenant: another site's code is simply not found.
 */

/** Codes are 16 base32 letters (issue-certificate.ts); anything else cannot name a certificate. */
export const CERTIFICATE_CODE = /^[a-z2-7]{16}$/;

export const verifyPathOf = (code: string) => `/certificates/${code}`;
export const pdfPathOf = (code: string) => `/certificates/${code}/pdf`;

/** What the contract shows of a stored certificate. */
export type ShownCertificate = Pick<Certificate, 'id' | 'code' | 'subjectId' | 'subjectName' | 'userName' | 'grade' | 'percent' | 'createdAt'>;

/**
 * The contract's certificate; its links point at the site's configured address (never a request's
 * Host). `deletedHolderName` stands for the holder of a certificate whose account was deleted.
 */
export function certificateView(certificate: ShownCertificate, site: Pick<Tenant, 'domains'>, deletedHolderName = ''): TCertificate {
  const siteOrigin = siteOriginOf(site);
  return {
    id: certificate.id,
    code: certificate.code,
    courseId: certificate.subjectId,
    courseName: certificate.subjectName,
    userName: certificate.userName ?? deletedHolderName,
    grade: certificate.grade ?? null,
    percent: certificate.percent ?? null,
    issuedAt: certificate.createdAt,
    verifyUrl: `${siteOrigin}${verifyPathOf(certificate.code)}`,
    pdfUrl: `${siteOrigin}${pdfPathOf(certificate.code)}`,
  };
}

/** A private collection, read by services only. */
function findOne(ctx: TenantContext, conditions: Record<string, { equals: string }>[]): Promise<Certificate | null> {
  return tenantDb(ctx).findOne({ collection: 'certificates', where: { and: conditions } });
}

/** The certificate with this public code on this site, or null. */
export function findCertificateByCode(ctx: TenantContext, code: string): Promise<Certificate | null> {
  if (!CERTIFICATE_CODE.test(code)) return Promise.resolve(null);
  return findOne(ctx, [{ code: { equals: code } }]);
}

/** The certificate a user was given for a course, or null. */
export function findCourseCertificate(ctx: TenantContext, courseId: string, userId: string): Promise<Certificate | null> {
  return findOne(ctx, [{ subjectType: { equals: 'courses' } }, { subjectId: { equals: courseId } }, { user: { equals: userId } }]);
}
