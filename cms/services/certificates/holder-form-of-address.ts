import { formOfAddressOf, type FormOfAddress } from '@halaqa/shared/form-of-address';
import type { Certificate } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';

/**
 * How the certificate's holder asks to be spoken of (their settings' addressAs), read when it is
 * printed, so a holder who says so later gets the words agreeing on their next print. Undefined
 * (the default form) once the account is gone.
 */
export async function holderFormOfAddress(ctx: TenantContext, certificate: Pick<Certificate, 'user'>): Promise<FormOfAddress | undefined> {
  const holderId = idOf(certificate.user);
  if (!holderId) return undefined;
  const holder = await findInTenantOrNull(ctx, 'users', [{ id: { equals: holderId } }]);
  return formOfAddressOf(holder?.settings);
}
