import type { Tenant } from '../../payload-types';

/**
 * The tenant as a request holds it (resolved by host, kept in the host cache, handed to every
 * use case in its context) and as a job's context does: the whole site row but its secrets, the
 * Google client secret and the saved card's token (issue #40). Those are read only where they are
 * used, the Google sign-in (google/google-settings.ts) and the renewal charge
 * (plans/charge-renewal.ts), so a context that ends up in a log, an error or a page never carries them.
 */
export type SiteTenant = Omit<Tenant, 'googleClientSecret' | 'subscription'> & {
  subscription?: Omit<NonNullable<Tenant['subscription']>, 'cardToken'>;
};

/** Payload's `select` that leaves the secrets out of a read of `tenants`. */
export const WITHOUT_SECRETS = { googleClientSecret: false, subscription: { cardToken: false } } as const;
