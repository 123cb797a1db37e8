import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { isCourseManager, type ManagerCandidate } from '@halaqa/shared/course-management';
import type { TenantContext } from '../../context';
import { keptReads } from '../../content-version/kept-reads';
import { readCourseCards, type CourseCardRow, type CourseFilters } from './course-cards';

/**
 * The catalogue's cards (GET /api/courses, /courses, a course page's head), kept per tenant and
 * filters until that tenant's content changes (content-version/kept-reads). Every card is the
 * same for whoever looks; only which unlisted cards show depends on the viewer, and that is
 * decided per request from the kept rows.
 */
export interface Catalogue {
  rows: readonly CourseCardRow[];
  /** The same cards by course id: a course page finds its card without scanning the catalogue. */
  cardsById: ReadonlyMap<string, TCourseCard>;
  /** The listed cards as GET /api/courses sends them to anyone who manages none of the unlisted ones. */
  listedJson: string;
}

const catalogues = keptReads<Catalogue>({ entries: 500, bytes: 32 * 1024 * 1024, sizeOf: (catalogue) => catalogue.listedJson.length * 4 });

const keyOf = ({ q, price, difficulty }: CourseFilters) => JSON.stringify([q?.trim() ?? '', price ?? '', difficulty ?? '']);

export function catalogueOf(ctx: TenantContext, filters: CourseFilters): Promise<Catalogue> {
  return catalogues.read(ctx, keyOf(filters), async () => {
    const rows = await readCourseCards(ctx, { catalogue: filters });
    return {
      rows,
      cardsById: new Map(rows.map(({ card }) => [card.id, card])),
      listedJson: JSON.stringify(rows.filter(({ card }) => !card.unlisted).map(({ card }) => card)),
    };
  });
}

/** One course's card, listed or not, from the whole kept catalogue; undefined for no course of this site. */
export async function keptCardOf(ctx: TenantContext, id: string): Promise<TCourseCard | undefined> {
  return (await catalogueOf(ctx, {})).cardsById.get(id);
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
