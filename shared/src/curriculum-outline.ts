/**
 * A course's curriculum as sections of lessons (issue #14). Lessons outside any section open the
 * course (so a course without sections reads as it always did), then each section in its order
 * with its lessons in theirs. The managers' working order and the order students see are kept
 * apart (learning-content §4: order changes show only once published), so each comes from its own
 * fields: `order` and `section`, or `publishedOrder` and `publishedSection`.
 */

export type OrderKind = 'working' | 'published';

export interface OutlineSection {
  id: string;
  order: number;
  publishedOrder: number;
}

export interface OutlineLesson {
  id: string;
  section: string | null;
  publishedSection: string | null;
  order: number;
  publishedOrder: number;
}

export interface Outline<S, L> {
  /** Lessons in no section (or in one that no longer exists), first. */
  loose: L[];
  sections: { section: S; lessons: L[] }[];
}

type Positioned = { order: number; publishedOrder: number };
const positionOf = (entry: Positioned, kind: OrderKind) => (kind === 'working' ? entry.order : entry.publishedOrder);
const byPosition = (kind: OrderKind) => (a: Positioned, b: Positioned) => positionOf(a, kind) - positionOf(b, kind);

/** Groups `lessons` under `sections`, both in the order of `kind`; equal places keep the order given (the curriculum read's: oldest first). */
export function curriculumOutline<S extends OutlineSection, L extends OutlineLesson>(sections: readonly S[], lessons: readonly L[], kind: OrderKind): Outline<S, L> {
  const groups = new Map<string, L[]>(sections.map((section) => [section.id, []]));
  const loose: L[] = [];
  for (const lesson of [...lessons].sort(byPosition(kind))) {
    const sectionId = kind === 'working' ? lesson.section : lesson.publishedSection;
    const group = sectionId === null ? undefined : groups.get(sectionId);
    (group ?? loose).push(lesson);
  }
  return { loose, sections: [...sections].sort(byPosition(kind)).map((section) => ({ section, lessons: groups.get(section.id)! })) };
}

/** The outline's lessons one after another: the order of the lesson list, "next" and "previous". */
export function outlineLessons<S, L>(outline: Outline<S, L>): L[] {
  return [...outline.loose, ...outline.sections.flatMap((group) => group.lessons)];
}

/**
 * What a section's heading says of its lessons: how many, and their estimated minutes added up.
 * A lesson without an estimate (none, or 0) adds nothing; `timed` counts those that have one, so a
 * section none of whose lessons has an estimate shows no duration rather than "0 minutes".
 */
export function sectionTotals(lessons: readonly { estimatedTime: number | null }[]): { lessonCount: number; minutes: number; timed: number } {
  const timed = lessons.filter((lesson) => (lesson.estimatedTime ?? 0) > 0);
  return { lessonCount: lessons.length, minutes: timed.reduce((sum, lesson) => sum + lesson.estimatedTime!, 0), timed: timed.length };
}

/**
 * The order a manager saves (PUT /api/courses/{id}/curriculum): the loose lessons, then each
 * section with its lessons. The problem with it, or null when it names every lesson and section of
 * the course exactly once and nothing else (another course's or site's ids included).
 */
export function curriculumOrderProblem(
  order: { lessons: readonly string[]; sections: readonly { id: string; lessons: readonly string[] }[] },
  course: { lessonIds: readonly string[]; sectionIds: readonly string[] },
): 'lessons' | 'sections' | null {
  const sameSet = (named: readonly string[], existing: readonly string[]) => {
    const set = new Set(named);
    return set.size === named.length && named.length === existing.length && existing.every((id) => set.has(id));
  };
  if (!sameSet(order.sections.map((section) => section.id), course.sectionIds)) return 'sections';
  if (!sameSet([...order.lessons, ...order.sections.flatMap((section) => section.lessons)], course.lessonIds)) return 'lessons';
  return null;
}
