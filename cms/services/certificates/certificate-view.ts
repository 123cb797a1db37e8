import type { TCertificate } from '@halaqa/shared/api-contract/certificates';
import type { Certificate, Tenant } from '../../payload-types';
import { siteOriginOf } from '../tenants/site-origin';
import { pdfPathOf, verifyPathOf } from './certificate-paths';

/** What the contract shows of a stored certificate. */
export type ShownCertificate = Pick<Certificate, 'id' | 'code' | 'subjectId' | 'subjectName' | 'userName' | 'grade' | 'percent' | 'possible' | 'createdAt'>;

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
    possible: certificate.possible ?? null,
    issuedAt: certificate.createdAt,
    verifyUrl: `${siteOrigin}${verifyPathOf(certificate.code)}`,
    pdfUrl: `${siteOrigin}${pdfPathOf(certificate.code)}`,
  };
}
