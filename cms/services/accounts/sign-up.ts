import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Translate } from '@halaqa/shared/i18n/index';
import type { TSignUpRequest } from '@halaqa/shared/schemas/accounts';
import type { TenantContext } from '../context';
import { hashPassword } from '../passwords';
import { issueAuthToken } from '../tokens/issue-auth-token';
import { withTransaction } from '../transaction';
import { sendVerificationMail } from './account-mail';
import { findUserByEmail } from './find-user-by-email';
import { toPublicUser } from './public-user';

export interface SignUpOptions {
  /** The site's origin as the visitor uses it; the verification link points there. */
  siteOrigin: string;
  t: Translate;
}

/**
 * Creates an unverified account on the request's tenant and mails its verification link.
 * The account, its token and the mail succeed together or not at all: if the mail cannot be
 * sent, nothing is kept and the visitor can simply try again.
 */
export async function signUp(ctx: TenantContext, input: TSignUpRequest, { siteOrigin, t }: SignUpOptions) {
  if (await findUserByEmail(ctx, input.email)) throw new AppError(AppErrorCode.EMAIL_EXISTS);
  const passwordHash = await hashPassword(input.password);

  try {
    return await withTransaction(ctx.payload, async (req) => {
      const user = await ctx.payload.create({
        collection: 'users',
        data: {
          tenant: ctx.tenant.id,
          email: input.email,
          name: input.name,
          passwordHash,
          telegram: input.telegram,
          telephone: input.telephone,
          settings: '{}',
          role: { role: 'user', rights: [] },
        },
        depth: 0,
        // The tenant is set from the request above; field access would refuse the hash.
        overrideAccess: true,
        req,
      });
      const token = await issueAuthToken(ctx, user.id, 'verify-email', req);
      await sendVerificationMail({ tenant: ctx.tenant, siteOrigin, t }, user, token);
      return toPublicUser(user);
    });
  } catch (error) {
    // Two sign-ups racing for one address: the (tenant, email) index refuses the second.
    if (!(error instanceof AppError) && (await findUserByEmail(ctx, input.email))) {
      throw new AppError(AppErrorCode.EMAIL_EXISTS, { cause: error });
    }
    throw error;
  }
}
