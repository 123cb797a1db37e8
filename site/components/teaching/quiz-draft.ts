import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { DEFAULT_ATTEMPTS_ALLOWED, UNLIMITED_ATTEMPTS } from '@halaqa/shared/quiz-attempts';
import { DEFAULT_QUESTION_SCORE, type QuestionType } from '@halaqa/shared/quiz-scoring';
import { ZQuiz, type TQuizQuestion } from '@halaqa/shared/schemas/assessment';
import { issuesByField } from '@halaqa/shared/schemas/validation-error';

/**
 * The quiz questions as the lesson editor holds them while a teacher writes (learning-content
 * §3 quiz question), and back into the `quiz` list the lesson's PUT/POST takes. A draft keeps
 * the options and accepted texts side by side, so switching a question's type and back loses
 * nothing; only what the type uses is sent.
 */
export interface QuestionDraft {
  /** Stable across reordering, for React's keys. */
  key: string;
  type: QuestionType;
  text: string;
  required: boolean;
  /** As typed; empty means the default (1 point). */
  score: string;
  options: string[];
  /** Indexes of the correct options (single/multiple). */
  correctOptions: number[];
  /** Accepted answers (text questions). */
  accepted: string[];
  strict: boolean;
  /** Shown to students with their result (issue #44, item 7); empty for none. */
  explanation: string;
}

let counter = 0;
const newKey = () => `question-${(counter += 1)}`;

export function blankQuestion(type: QuestionType = 'single'): QuestionDraft {
  return { key: newKey(), type, text: '', required: false, score: '', options: ['', ''], correctOptions: [], accepted: [''], strict: false, explanation: '' };
}

/** The lesson's questions as the manager's GET gives them (with their answers) into drafts. */
export function draftsOf(quiz: TMaterial['quiz']): QuestionDraft[] {
  return quiz.map((question) => {
    const correct = question.correct ?? [];
    const isText = question.type === 'text';
    return {
      key: newKey(),
      type: question.type,
      text: question.text,
      required: question.required,
      score: question.score === DEFAULT_QUESTION_SCORE ? '' : String(question.score),
      options: isText ? ['', ''] : [...question.options],
      correctOptions: isText ? [] : (correct as number[]).filter((value) => typeof value === 'number'),
      accepted: isText && correct.length > 0 ? correct.map(String) : [''],
      strict: Boolean(question.strict),
      explanation: question.explanation ?? '',
    };
  });
}

/** The `quiz` list to send: each question with only the fields its type uses. */
export function quizOf(drafts: readonly QuestionDraft[]): TQuizQuestion[] {
  return drafts.map((draft) => {
    const score = draft.score.trim() === '' ? undefined : Number(draft.score);
    const explanation = draft.explanation.trim();
    const common = { type: draft.type, text: draft.text, required: draft.required, ...(score === undefined ? {} : { score }), ...(explanation ? { explanation } : {}) };
    if (draft.type === 'text') return { ...common, options: [], correct: draft.accepted.filter((text) => text.trim() !== ''), strict: draft.strict };
    const correct = [...draft.correctOptions].sort((a, b) => a - b);
    return { ...common, options: draft.options, correct: draft.type === 'single' ? correct.slice(0, 1) : correct };
  });
}

/** What is wrong with one question: a catalogue key (`validation.…`) and the field it concerns. */
export interface QuestionProblem {
  messageKey: string;
  field: 'type' | 'text' | 'required' | 'options' | 'correct' | 'strict' | 'score' | 'explanation';
}

/**
 * What is wrong with each question, by index: the same schema the server applies, so the
 * editor can point at the question before anything is sent.
 */
export function quizProblems(drafts: readonly QuestionDraft[]): Map<number, QuestionProblem> {
  const parsed = ZQuiz.safeParse(quizOf(drafts));
  const problems = new Map<number, QuestionProblem>();
  if (parsed.success) return problems;
  for (const [path, messageKey] of Object.entries(issuesByField(parsed.error))) {
    const [index, field = 'text'] = path.split('.');
    if (!problems.has(Number(index))) problems.set(Number(index), { messageKey, field: field as QuestionProblem['field'] });
  }
  return problems;
}

export function moveQuestion(drafts: readonly QuestionDraft[], from: number, to: number): QuestionDraft[] {
  if (to < 0 || to >= drafts.length || from === to) return [...drafts];
  const next = [...drafts];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A new type; a single-choice question keeps at most one of the options marked correct. */
export function withType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  return { ...draft, type, correctOptions: type === 'single' ? draft.correctOptions.slice(0, 1) : draft.correctOptions };
}

/** Ticks or unticks option `option` as correct: the only one for single choice, one more for multiple. */
export function withCorrectOption(draft: QuestionDraft, option: number, correct: boolean): QuestionDraft {
  if (draft.type === 'single') return { ...draft, correctOptions: correct ? [option] : [] };
  const chosen = new Set(draft.correctOptions);
  if (correct) chosen.add(option);
  else chosen.delete(option);
  return { ...draft, correctOptions: [...chosen].sort((a, b) => a - b) };
}

/** Removes an option; the correct marks of the options after it move up with them. */
export function withoutOption(draft: QuestionDraft, option: number): QuestionDraft {
  return {
    ...draft,
    options: draft.options.filter((_, at) => at !== option),
    correctOptions: draft.correctOptions.filter((at) => at !== option).map((at) => (at > option ? at - 1 : at)),
  };
}

/** The quiz settings as the editor's fields hold them (numbers as typed). */
export interface QuizSettingsDraft {
  savequiz: boolean;
  timeLimit: string;
  accepting: boolean;
  /** Percent; empty for no pass mark. */
  passMark: string;
  /** As typed; ignored while `unlimited`. */
  attemptsAllowed: string;
  unlimited: boolean;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

export const settingsDraftOf = (settings: TMaterial['quiz_settings'] | undefined): QuizSettingsDraft => ({
  savequiz: settings?.savequiz ?? true,
  timeLimit: settings?.timeLimit ? String(settings.timeLimit) : '',
  accepting: settings?.accepting ?? true,
  passMark: settings?.passMark === null || settings?.passMark === undefined ? '' : String(settings.passMark),
  attemptsAllowed: !settings || settings.attemptsAllowed === UNLIMITED_ATTEMPTS ? String(DEFAULT_ATTEMPTS_ALLOWED) : String(settings.attemptsAllowed),
  unlimited: settings?.attemptsAllowed === UNLIMITED_ATTEMPTS,
  shuffleQuestions: settings?.shuffleQuestions ?? false,
  shuffleOptions: settings?.shuffleOptions ?? false,
});

/**
 * `quiz_settings` to send: no time limit or pass mark when the field is empty, 0 attempts for
 * unlimited and 1 when the field is empty; a number out of range is sent as typed, for the
 * server to refuse in words.
 */
export function quizSettingsOf(draft: QuizSettingsDraft) {
  const attempts = draft.attemptsAllowed.trim() === '' ? DEFAULT_ATTEMPTS_ALLOWED : Number(draft.attemptsAllowed);
  return {
    savequiz: draft.savequiz,
    timeLimit: draft.timeLimit.trim() === '' ? null : Number(draft.timeLimit),
    accepting: draft.accepting,
    passMark: draft.passMark.trim() === '' ? null : Number(draft.passMark),
    attemptsAllowed: draft.unlimited ? UNLIMITED_ATTEMPTS : attempts,
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
  };
}
