import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { isCourseManager, type ManagerCandidate } from '@halaqa/shared/course-management';
import { deepFreeze } from '@halaqa/shared/deep-freeze';
import type { TenantContext } from '../../context';
import { catalogueTag, courseTag } from '../../content-version/content-tags';
import { jsonSize, keptReads } from '../../content-version/kept-reads';
import { readCourseCards, type CourseCardRow, type CourseFilters } from './course-cards';
import { studentCountsOf, type StudentCounts } from './student-counts';

/**
 * The catalogue's cards (GET /api/courses, /courses, a course page's head), kept per tenant and
 * filters until a change of the catalogue or of a course it lists (content-version/kept-reads).
 * Every card is the same for whoever looks; only which unlisted cards show depends on the viewer,
 * and that is decided per request from the kept rows.
 *
 * The cards are kept without their students: that count is live (student-counts) and filled in
 * once per change of it, so a registration forgets no card (issue #40, item 12).
 */
export interface Catalogue {
  rows: readonly CourseCardRow[];
  /** The same cards by course id: a course page finds its card without scanning the catalogue. */
  cardsById: ReadonlyMap<string, TCourseCard>;
  /** The listed cards as GET /api/courses sends them to anyone who manages none of the unlisted ones. */
  listedJson: string;
}

type UncountedRow = Omit<CourseCardRow, 'card'> & { card: Omit<TCourseCard, 'students'> };

// The size counts the counted copy made from each kept value too (`counted` below).
const catalogues = keptReads<readonly UncountedRow[]>({ bytes: CACHE_BUDGETS.catalogues, sizeOf: (rows) => jsonSize(rows) * 3 });

/** The counted catalogue last made from each kept one, and the counts it was made with. */
const counted = new WeakMap<readonly UncountedRow[], { counts: StudentCounts; catalogue: Catalogue }>();

const keyOf = ({ q, price, difficulty }: CourseFilters) => JSON.stringify([q?.trim() ?? '', price ?? '', difficulty ?? '']);

export async function catalogueOf(ctx: TenantContext, filters: CourseFilters): Promise<Catalogue> {
  const [rows, counts] = await Promise.all([
    catalogues.read(
      ctx,
      keyOf(filters),
      async () => (await readCourseCards(ctx, { catalogue: filters })).map(uncounted),
      // A change to a listed course's card, or to which courses match (a new or renamed course).
      (kept) => [catalogueTag(ctx.tenant.id), ...kept.map(({ card }) => courseTag(card.id))],
    ),
    studentCountsOf(ctx),
  ]);
  const made = counted.get(rows);
  if (made?.counts === counts) return made.catalogue;
  const catalogue = catalogueWithCounts(rows, counts);
  counted.set(rows, { counts, catalogue });
  return catalogue;
}

/** The statement's count was that moment's: the kept card holds none (the live count is filled in). */
function uncounted({ card: { students: _students, ...card }, managed }: CourseCardRow): UncountedRow {
  return { card, managed };
}

function catalogueWithCounts(kept: readonly UncountedRow[], counts: StudentCounts): Catalogue {
  const rows = kept.map(({ card, managed }) => ({ card: { ...card, students: counts[card.id] ?? 0 }, managed }));
  return deepFreeze({
    rows,
    cardsById: new Map(rows.map(({ card }) => [card.id, card])),
    listedJson: JSON.stringify(rows.filter(({ card }) => !card.unlisted).map(({ card }) => card)),
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
