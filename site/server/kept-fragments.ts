import { CACHE_BUDGETS, textBytes } from '@halaqa/shared/cache-budgets';
import { keptReads } from '@halaqa/cms/services/content-version/kept-reads';

/**
 * Rendered markup that is the same for everyone who asks with the same key, kept per tenant
 * until that tenant's content changes (content-version/kept-reads: fresh as a read, in every
 * process). The catalogue's list of cards is the same for a visitor and for every student who
 * manages no unlisted course, so a class opening /courses at once renders it once, not thirty
 * times (issue #13); see KeptFragment.astro for what may be kept this way.
 */
export const keptFragments = keptReads<string>({ bytes: CACHE_BUDGETS.fragments, sizeOf: textBytes });
