import type { Tenant } from '../../payload-types';

/** The about and legal settings groups as the API shows them, with '' for what is not set. */
export const aboutOf = (tenant: Tenant) => ({ title: tenant.about?.title ?? '', content: tenant.about?.content ?? '', image: tenant.about?.image ?? '' });
export const legalOf = (tenant: Tenant) => ({ termsOfService: tenant.legal?.termsOfService ?? '', privacyPolicy: tenant.legal?.privacyPolicy ?? '' });
