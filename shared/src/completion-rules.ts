import { prerequisitesDone } from './lesson-opening';

/**
 * When a lesson counts as completed (learning-content §3–§4): a list of rules combined with
 * "all" or "any". Pure, so the server that decides and the rule editor that explains share it.
 */

export const COMPLETION_RULE_TYPES = ['viewed', 'quizTaken', 'quizScore', 'assignmentSubmitted', 'assignmentGraded', 'manual'] as const;
export type CompletionRuleType = (typeof COMPLETION_RULE_TYPES)[number];

export const COMPLETION_LOGICS = ['all', 'any'] as const;
export type CompletionLogic = (typeof COMPLETION_LOGICS)[number];

export interface CompletionRule {
  type: CompletionRuleType;
  /** Only for quizScore and assignmentGraded: the lowest score (percent, 0–100) that counts. */
  minScore?: number | null;
}

export interface CompletionRules {
  logic: CompletionLogic;
  rules: CompletionRule[];
}

/** A lesson without rules is completed when the student says so… */
export const DEFAULT_COMPLETION_RULES: CompletionRules = { logic: 'all', rules: [{ type: 'manual' }] };

/** …except a quiz lesson, completed when its quiz is handed in (issue #44, item 6): no "Mark complete" beside an untaken quiz. */
const QUIZ_DEFAULT_RULES: CompletionRules = { logic: 'all', rules: [{ type: 'quizTaken' }] };

/** …and a video lesson, completed when its video is watched to the end (viewedOnOpening): no mark to remember. */
const VIDEO_DEFAULT_RULES: CompletionRules = { logic: 'all', rules: [{ type: 'viewed' }] };

/** The rules a lesson is completed by: its own, or its type's default when it has none. */
export function effectiveRules(completion: CompletionRules | null | undefined, materialType: string): CompletionRules {
  if (completion && completion.rules.length > 0) return completion;
  if (materialType === 'quiz') return QUIZ_DEFAULT_RULES;
  return materialType === 'video' ? VIDEO_DEFAULT_RULES : DEFAULT_COMPLETION_RULES;
}

/**
 * Whether opening a lesson counts as "viewed". A video lesson is viewed when its video is
 * watched to the end (issue #44, item 6), so that its "viewed" rule means what a student and a
 * teacher take it to mean; a video lesson without a video has nothing to watch, and every other
 * lesson (a mixed one too) is viewed by being opened, as the contract's getMaterial records.
 */
export function viewedOnOpening(lesson: { type: string; video?: string | null }): boolean {
  return !(lesson.type === 'video' && lesson.video);
}

/**
 * The rules with a quiz's pass mark (issue #44, item 7): a quiz lesson without rules of its own
 * is then completed when its quiz is passed, not merely taken, and a quizScore rule without a
 * minimum of its own takes the pass mark. A minimum the teacher wrote in a rule stays.
 */
export function withPassMark(completion: CompletionRules | null | undefined, materialType: string, passMark: number | null | undefined): CompletionRules {
  const rules = effectiveRules(completion, materialType);
  if (passMark === null || passMark === undefined) return rules;
  if (rules === QUIZ_DEFAULT_RULES) return { logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: passMark }] };
  return { logic: rules.logic, rules: rules.rules.map((rule) => (rule.type === 'quizScore' && rule.minScore == null ? { ...rule, minScore: passMark } : rule)) };
}

/** Whether the student completes the lesson themselves ("Mark as complete", "complete and continue"). */
export function offersManualCompletion(completion: CompletionRules | null | undefined, materialType: string): boolean {
  return effectiveRules(completion, materialType).rules.some((rule) => rule.type === 'manual');
}

/** A dependent rule and the base rule it needs (a score needs a taken quiz; a grade, a submission). */
export const BASE_RULE_OF: Partial<Record<CompletionRuleType, CompletionRuleType>> = {
  quizScore: 'quizTaken',
  assignmentGraded: 'assignmentSubmitted',
};

const SCORED_RULES: readonly CompletionRuleType[] = ['quizScore', 'assignmentGraded'];
const QUIZ_RULES: readonly CompletionRuleType[] = ['quizTaken', 'quizScore'];
const ASSIGNMENT_RULES: readonly CompletionRuleType[] = ['assignmentSubmitted', 'assignmentGraded'];

export type RuleProblem =
  | { kind: 'duplicate'; type: CompletionRuleType }
  | { kind: 'missingBase'; type: CompletionRuleType; base: CompletionRuleType }
  | { kind: 'scoreNotAllowed'; type: CompletionRuleType }
  | { kind: 'wrongMaterialType'; type: CompletionRuleType };

/** The catalogue key (under `validation.`) of each problem, for replies and the editor. */
export const RULE_PROBLEM_MESSAGE: Record<RuleProblem['kind'], string> = {
  duplicate: 'validation.ruleDuplicate',
  missingBase: 'validation.ruleMissingBase',
  scoreNotAllowed: 'validation.ruleScoreNotAllowed',
  wrongMaterialType: 'validation.ruleWrongMaterialType',
};

/** Material types whose lessons can hold a quiz or an assignment. */
function supportsRule(materialType: string, type: CompletionRuleType): boolean {
  if (QUIZ_RULES.includes(type)) return materialType === 'quiz' || materialType === 'mixed';
  if (ASSIGNMENT_RULES.includes(type)) return materialType === 'assignment' || materialType === 'mixed';
  return true;
}

/** The first thing wrong with a rule list for a lesson of `materialType`, or null when it is sound. */
export function ruleProblem(materialType: string, rules: readonly CompletionRule[]): RuleProblem | null {
  const seen = new Set<CompletionRuleType>();
  for (const rule of rules) {
    if (seen.has(rule.type)) return { kind: 'duplicate', type: rule.type };
    seen.add(rule.type);
    if (rule.minScore != null && !SCORED_RULES.includes(rule.type)) return { kind: 'scoreNotAllowed', type: rule.type };
    if (!supportsRule(materialType, rule.type)) return { kind: 'wrongMaterialType', type: rule.type };
  }
  for (const rule of rules) {
    const base = BASE_RULE_OF[rule.type];
    if (base && !seen.has(base)) return { kind: 'missingBase', type: rule.type, base };
  }
  return null;
}

/**
 * Adding `type` in the editor: the rules to add with it, base rules first, so the editor can
 * offer "also add …" (§4: adding a dependent rule offers to add the required ones).
 */
export function rulesToAdd(existing: readonly CompletionRule[], type: CompletionRuleType): CompletionRuleType[] {
  const present = new Set(existing.map((rule) => rule.type));
  if (present.has(type)) return [];
  const base = BASE_RULE_OF[type];
  return base && !present.has(base) ? [base, type] : [type];
}

/** A base rule cannot be removed while another rule depends on it; returns the dependent blocking it. */
export function removalBlockedBy(existing: readonly CompletionRule[], type: CompletionRuleType): CompletionRuleType | null {
  return existing.find((rule) => BASE_RULE_OF[rule.type] === type)?.type ?? null;
}

/** What is known of one student and one lesson when rules are evaluated. */
export interface LessonEvidence {
  viewed: boolean;
  markedDone: boolean;
  /** Percent of the best quiz attempt, null when no quiz was taken (quizzes arrive with #6). */
  quizPercent?: number | null;
  assignmentSubmitted?: boolean;
  /** Percent of the assignment's grade, null until graded. */
  assignmentPercent?: number | null;
}

function ruleMet(rule: CompletionRule, evidence: LessonEvidence): boolean {
  const minScore = rule.minScore ?? 0;
  switch (rule.type) {
    case 'viewed':
      return evidence.viewed;
    case 'manual':
      return evidence.markedDone;
    case 'quizTaken':
      return evidence.quizPercent != null;
    case 'quizScore':
      return evidence.quizPercent != null && evidence.quizPercent >= minScore;
    case 'assignmentSubmitted':
      return Boolean(evidence.assignmentSubmitted);
    case 'assignmentGraded':
      return evidence.assignmentPercent != null && evidence.assignmentPercent >= minScore;
  }
}

/** Whether the evidence completes a lesson of that type under its rules (no rules: its type's default). */
export function isLessonComplete(completion: CompletionRules | null | undefined, evidence: LessonEvidence, materialType: string): boolean {
  const { logic, rules } = effectiveRules(completion, materialType);
  return logic === 'all' ? rules.every((rule) => ruleMet(rule, evidence)) : rules.some((rule) => ruleMet(rule, evidence));
}

export type LessonAccess = 'locked' | 'notStarted' | 'inProgress' | 'completed';

/**
 * A lesson is shown locked until every prerequisite is completed (§4), then by its own progress.
 * A state to show; whether the lesson opens is lesson-opening's rule.
 */
export function lessonAccess(prerequisites: readonly string[], completedIds: ReadonlySet<string>, own: { started: boolean; completed: boolean }): LessonAccess {
  if (own.completed) return 'completed';
  if (!prerequisitesDone(prerequisites, completedIds)) return 'locked';
  return own.started ? 'inProgress' : 'notStarted';
}

export type CourseCompletion = 'notAttempted' | 'inProgress' | 'completed';

/** A course is completed when every lesson students can see is completed (§4). */
export function courseCompletion(visibleLessonIds: readonly string[], startedIds: ReadonlySet<string>, completedIds: ReadonlySet<string>): CourseCompletion {
  if (visibleLessonIds.length > 0 && visibleLessonIds.every((id) => completedIds.has(id))) return 'completed';
  return visibleLessonIds.some((id) => startedIds.has(id) || completedIds.has(id)) ? 'inProgress' : 'notAttempted';
}
