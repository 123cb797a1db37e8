import type { Certificate } from '../../payload-types';
import type { TenantContext } from '../context';
import { findOne } from './certificate-lookup';

/** Codes are 16 base32 letters (issue-certificate.ts); anything else cannot name a certificate. */
export const CERTIFICATE_CODE = /^[a-z2-7]{16}$/;

/** The certificate with this public code on this site, or null. */
export function findCertificateByCode(ctx: TenantContext, code: string): Promise<Certificate | null> {
  if (!CERTIFICATE_CODE.test(code)) return Promise.resolve(null);
  return findOne(ctx, [{ code: { equals: code } }]);
}
