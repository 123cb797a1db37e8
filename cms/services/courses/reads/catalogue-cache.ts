import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { isCourseManager, type ManagerCandidate } from '@halaqa/shared/course-management';
import type { TenantContext } from '../../context';
import { freshCached, subscribeToContentChanges } from '../../content-version/content-feed';
import type { ContentChangeFeed } from '../../content-version/listen-for-content-changes';
import { TenantCacheStore } from '../../content-version/tenant-cache-store';
import { readCourseCards, type CourseCardRow, type CourseFilters } from './course-cards';

/**
 * The catalogue's cards (GET /api/courses, /courses), kept per tenant and filters until that
 * tenant's content changes (issue #13). Every card is the same for whoever looks; only which
 * unlisted cards show depends on the viewer, and that is decided per request from the kept rows.
 * A class of thirty opening the catalogue at once costs one read, not thirty.
 *
 * Fresh as a read: whatever changes a card (a course, a lesson's visibility, a registration, a
 * rating, the trainer's name) announces itself on commit (content-version/), every announcement
 * committed before a request is heard before a kept entry is used, and a read that overlapped an
 * announcement is not kept. While the announcements cannot be heard, every request reads.
 * The kept cards are frozen: callers share them and must copy before changing anything.
 */
export interface Catalogue {
  rows: readonly CourseCardRow[];
  /** The listed cards as GET /api/courses sends them to anyone who manages none of the unlisted ones. */
  listedJson: string;
}

const store = new TenantCacheStore<Catalogue>(500, 32 * 1024 * 1024, (catalogue) => catalogue.listedJson.length * 2);
let feed: ContentChangeFeed | null = null;

function listening(ctx: TenantContext): ContentChangeFeed {
  feed ??= subscribeToContentChanges(ctx.payload, { onChange: ({ tenantId }) => store.forgetTenant(tenantId), onGap: () => store.forgetAll() });
  return feed;
}

const keyOf = ({ q, price, difficulty }: CourseFilters) => JSON.stringify([q?.trim() ?? '', price ?? '', difficulty ?? '']);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export async function catalogueOf(ctx: TenantContext, filters: CourseFilters): Promise<Catalogue> {
  const changes = listening(ctx);
  const key = keyOf(filters);
  const kept = await freshCached(changes, store, ctx.tenant.id, key);
  if (kept) return kept;
  const startedInGeneration = store.generation;
  const rows = await readCourseCards(ctx, { catalogue: filters });
  const catalogue = deepFreeze({ rows, listedJson: JSON.stringify(rows.filter(({ card }) => !card.unlisted).map(({ card }) => card)) });
  if (changes.isListening()) store.set(ctx.tenant.id, key, catalogue, startedInGeneration);
  return catalogue;
}

/** The cards `viewer` sees: the listed ones, and the unlisted ones they manage (learning-content §6). */
export function visibleCards(catalogue: Catalogue, viewer: ManagerCandidate | null): TCourseCard[] {
  return catalogue.rows.filter(({ card, managed }) => !card.unlisted || (viewer !== null && isCourseManager(viewer, managed))).map(({ card }) => card);
}

/** GET /api/courses's body for `viewer`: the kept JSON unless they manage an unlisted card. */
export function visibleCardsJson(catalogue: Catalogue, viewer: ManagerCandidate | null): string {
  const managesUnlisted = viewer !== null && catalogue.rows.some(({ card, managed }) => card.unlisted && isCourseManager(viewer, managed));
  return managesUnlisted ? JSON.stringify(visibleCards(catalogue, viewer)) : catalogue.listedJson;
}
