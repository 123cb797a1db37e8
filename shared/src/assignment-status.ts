/**
 * Assignments (learning-content §3–§4): whether a lesson takes submissions, and where a
 * student stands with one. Pure, so the server that accepts a submission and the player that
 * shows the form agree.
 */

const ASSIGNMENT_RULES: readonly string[] = ['assignmentSubmitted', 'assignmentGraded'];

export interface AssignmentLesson {
  type: string;
  instructions: string;
  /** The types of the lesson's completion rules. */
  ruleTypes: readonly string[];
}

/**
 * An assignment lesson always takes submissions. A mixed lesson does when it has instructions,
 * or a completion rule that needs a submission (otherwise that rule could never be met).
 */
export function holdsAssignment({ type, instructions, ruleTypes }: AssignmentLesson): boolean {
  if (type === 'assignment') return true;
  if (type !== 'mixed') return false;
  return instructions.trim() !== '' || ruleTypes.some((rule) => ASSIGNMENT_RULES.includes(rule));
}

export type AssignmentState = 'notSubmitted' | 'submitted' | 'graded';

export interface AssignmentStatus {
  state: AssignmentState;
  /** Submitted after the due date, or still not submitted once it has passed. */
  overdue: boolean;
}

/** Not submitted → submitted → graded (§4); overdue once the due date has passed without work, or for late work. */
export function assignmentStatus(
  submission: { state: 'submitted' | 'graded'; overdue: boolean } | null,
  dueDate: string | null,
  now: Date = new Date(),
): AssignmentStatus {
  if (submission) return { state: submission.state, overdue: submission.overdue };
  return { state: 'notSubmitted', overdue: Boolean(dueDate) && now > new Date(dueDate!) };
}

/** Late work: submitted after the due date (none means never late). */
export function isLate(submittedAt: string | Date, dueDate: string | null | undefined): boolean {
  return Boolean(dueDate) && new Date(submittedAt) > new Date(dueDate!);
}
