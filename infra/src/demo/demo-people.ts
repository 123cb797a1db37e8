import { findUserByEmail } from '@halaqa/cms/services/accounts/find-user-by-email';
import { signUp } from '@halaqa/cms/services/accounts/sign-up';
import { verifyEmail } from '@halaqa/cms/services/accounts/verify-email';
import type { TenantContext } from '@halaqa/cms/services/context';
import { tenantDb } from '@halaqa/cms/services/tenant-db';
import { issueAuthToken } from '@halaqa/cms/services/tokens/issue-auth-token';
import type { Actor } from '@halaqa/cms/services/users/actor';
import { updateUser } from '@halaqa/cms/services/users/update-user';
import { ZSignUpRequest } from '@halaqa/shared/schemas/accounts';

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  /** The sign-up form asks for one; these are placeholders of the site's default region (Egypt). */
  telephone: string;
}

/** The demo's accounts besides the owner (README, "demo site"); development only, like the owner's. */
export const DEMO_TEACHER: DemoAccount = { email: 'teacher@demo.halaqa.test', password: 'halaqa-demo', name: 'خالد العمري', telephone: '+201000000001' };
export const DEMO_STUDENT: DemoAccount = { email: 'student@demo.halaqa.test', password: 'halaqa-demo', name: 'مريم الحسن', telephone: '+201000000002' };
/** A second student, so the course has more than one review and the teacher has work waiting to be graded. */
export const DEMO_CLASSMATE: DemoAccount = { email: 'classmate@demo.halaqa.test', password: 'halaqa-demo', name: 'يوسف النجار', telephone: '+201000000003' };

/** A user as the services take one acting (what a session gives them: no password hash). */
export async function actorOf(ctx: TenantContext, userId: string): Promise<Actor> {
  const { passwordHash: _hash, ...actor } = (await tenantDb(ctx).findById({ collection: 'users', id: userId }))!;
  return actor;
}

/**
 * The account, signed up as a visitor would on the site unless it exists, and verified with a
 * token like the one its verification mail carries (that mail, queued by the sign-up, is skipped
 * once the address is verified). Each step is skipped when an interrupted seed did it already.
 */
export async function ensureAccount(ctx: TenantContext, account: DemoAccount): Promise<Actor> {
  const user = (await findUserByEmail(ctx, account.email)) ?? (await signUp(ctx, ZSignUpRequest.parse(account), 'ar'));
  if (!user.verified) await verifyEmail(ctx, await issueAuthToken(ctx, user.id, 'verify-email'));
  return actorOf(ctx, user.id);
}

/** The teacher's account: made as any other, then made a teacher by the owner, as in the site's user list. */
export async function ensureTeacher(ctx: TenantContext, owner: Actor, account: DemoAccount): Promise<Actor> {
  const user = await ensureAccount(ctx, account);
  if (user.isTeacher) return user;
  await updateUser(ctx, owner, user.id, { isTeacher: true });
  return actorOf(ctx, user.id);
}
