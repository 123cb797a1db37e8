/**
 * May this person open this lesson, and if not, why (learning-content §4 and §6; issue #40,
 * item 8). The one rule: the lesson page and API, comments, quizzes, assignments, marks and
 * problem reports ask it, and so must anything that hands a lesson's content to someone (the AI
 * tutor's retrieval included: it may draw only on lessons this rule opens to the asker). SQL that
 * must decide in the same statement as its write mirrors it and says so in a comment naming this
 * file; cms/services/courses/lesson-opening.int.spec.ts runs one table of cases through both.
 *
 * - `open`: the lesson's content, and everything a student does in it.
 * - `preview`: its content only (the lesson allows preview), for someone not registered.
 * - `hidden`: none, as if it did not exist (404): only managers see hidden lessons (§6).
 * - `locked`: a registered student whose prerequisites are not all completed yet (§4).
 * - `notRegistered`: someone who is neither a manager nor registered (asked to sign in or register).
 */
export type LessonOpening = 'open' | 'preview' | 'hidden' | 'locked' | 'notRegistered';

/** What the rule needs of the person, for this lesson's course. */
export interface LessonViewer {
  /** A manager of the course (shared/course-management's isCourseManager): sees and opens every lesson. */
  manager: boolean;
  /** Registered with access that holds now (access-period's hasAccess; in SQL, registrationHolds). */
  registered: boolean;
  /** The lessons of the course the person has completed; only prerequisites are looked up in it. */
  completed: ReadonlySet<string>;
}

/** What the rule needs of the lesson, as stored (an absent flag is its default: visible, no preview). */
export interface OpeningLesson {
  visible?: boolean | null;
  allowPreview?: boolean | null;
  prerequisites: readonly string[];
}

/** Whether every prerequisite is among the completed lessons; a lesson without any has none to wait for. */
export function prerequisitesDone(prerequisites: readonly string[], completed: ReadonlySet<string>): boolean {
  return prerequisites.every((id) => completed.has(id));
}

/** Whether the lesson is none to this person (only managers see hidden lessons, §6): a curriculum leaves it out. */
export function isHiddenFrom(viewer: Pick<LessonViewer, 'manager'>, lesson: Pick<OpeningLesson, 'visible'>): boolean {
  return !viewer.manager && lesson.visible === false;
}

/**
 * Managers open everything; to anyone else a hidden lesson is none, before anything is said about
 * registering (a visitor cannot learn that a hidden lesson exists). Preview opens the content to
 * someone not registered whatever its prerequisites, since they have none to complete; a registered
 * student waits for the prerequisites, preview or not.
 */
export function lessonOpening(viewer: LessonViewer, lesson: OpeningLesson): LessonOpening {
  if (viewer.manager) return 'open';
  if (isHiddenFrom(viewer, lesson)) return 'hidden';
  if (!viewer.registered) return lesson.allowPreview ? 'preview' : 'notRegistered';
  return prerequisitesDone(lesson.prerequisites, viewer.completed) ? 'open' : 'locked';
}
