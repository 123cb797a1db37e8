import { z } from 'zod';
import { isFileKey } from '../file-keys';
import { MAX_ATTEMPTS_ALLOWED, UNLIMITED_ATTEMPTS } from '../quiz-attempts';
import { QUESTION_TYPES } from '../quiz-scoring';

/**
 * Bodies of the assessment calls and the quiz/assignment fields of a lesson (learning-content
 * §3, §7; issue #6). Field names the spec gives (quiz, quiz_settings, savequiz,
 * assignment_settings, instructions, max_grade, fileKeys) are kept exactly.
 */

const invalid = { error: 'validation.invalidField' } as const;

export const ZQuizQuestion = z
  .strictObject(
    {
      type: z.enum(QUESTION_TYPES, { error: 'validation.questionTypeInvalid' }),
      text: z.string(invalid).trim().min(1, { error: 'validation.questionTextRequired' }).max(2000, invalid),
      required: z.boolean(invalid).optional(),
      options: z.array(z.string(invalid).trim().min(1, invalid).max(500, invalid)).max(20, invalid).optional(),
      correct: z.union([z.array(z.number(invalid).int(invalid).min(0, invalid)), z.array(z.string(invalid).max(500, invalid))]),
      strict: z.boolean(invalid).optional(),
      score: z.number(invalid).min(0, invalid).max(1000, invalid).optional(),
      /** Shown with the result only (issue #44, item 7). */
      explanation: z.string(invalid).trim().max(5000, invalid).optional(),
    },
    { error: 'validation.notEditable' },
  )
  .superRefine((question, context) => {
    const options = question.options ?? [];
    const correct = question.correct as unknown[];
    if (question.type === 'text') {
      if (correct.length === 0 || correct.some((value) => typeof value !== 'string')) context.addIssue({ code: 'custom', path: ['correct'], message: 'validation.questionCorrectInvalid' });
      return;
    }
    const indexes = correct.every((value) => Number.isInteger(value) && (value as number) < options.length);
    const count = question.type === 'single' ? correct.length === 1 : correct.length >= 1;
    if (options.length < 2) context.addIssue({ code: 'custom', path: ['options'], message: 'validation.questionOptionsInvalid' });
    else if (!indexes || !count) context.addIssue({ code: 'custom', path: ['correct'], message: 'validation.questionCorrectInvalid' });
  });
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

export const ZQuiz = z.array(ZQuizQuestion).max(200, invalid);

export const ZQuizSettings = z.strictObject(
  {
    savequiz: z.boolean(invalid).optional(),
    /** Minutes; null for no limit. */
    timeLimit: z.number(invalid).int(invalid).min(1, invalid).max(1440, invalid).nullable().optional(),
    /** Accepting responses (true) or closed. */
    accepting: z.boolean(invalid).optional(),
    /** Issue #44, item 7: the lowest percent that passes; null for none. */
    passMark: z.number({ error: 'validation.passMarkInvalid' }).min(0, { error: 'validation.passMarkInvalid' }).max(100, { error: 'validation.passMarkInvalid' }).nullable().optional(),
    /** Attempts a student may take without asking; 0 for no limit, 1 (the default) leaves retakes to the teacher. */
    attemptsAllowed: z
      .number({ error: 'validation.attemptsAllowedInvalid' })
      .int({ error: 'validation.attemptsAllowedInvalid' })
      .min(UNLIMITED_ATTEMPTS, { error: 'validation.attemptsAllowedInvalid' })
      .max(MAX_ATTEMPTS_ALLOWED, { error: 'validation.attemptsAllowedInvalid' })
      .optional(),
    shuffleQuestions: z.boolean(invalid).optional(),
    shuffleOptions: z.boolean(invalid).optional(),
  },
  { error: 'validation.notEditable' },
);

export const ZAssignmentSettings = z.strictObject(
  {
    instructions: z.string(invalid).max(20_000, invalid).optional(),
    max_grade: z.number(invalid).min(1, invalid).max(100_000, invalid).optional(),
    dueDate: z.iso.datetime({ error: 'validation.invalidField' }).nullable().optional(),
  },
  { error: 'validation.notEditable' },
);

/** POST …/submit-answer {answer, index}: an option index, a list of indexes, or a text. */
export const ZSubmitAnswerRequest = z.strictObject(
  {
    index: z.number({ error: 'validation.questionIndexInvalid' }).int({ error: 'validation.questionIndexInvalid' }).min(0, { error: 'validation.questionIndexInvalid' }),
    answer: z.union([z.number().int(), z.array(z.number().int()).max(20), z.string().max(5000)], { error: 'validation.answerInvalid' }),
  },
  { error: 'validation.notEditable' },
);

/** POST …/update-score/{userId} {score}. */
export const ZUpdateScoreRequest = z.strictObject(
  { score: z.number({ error: 'validation.scoreInvalid' }).min(0, { error: 'validation.scoreInvalid' }) },
  { error: 'validation.notEditable' },
);

/** POST …/assignment/submit {fileKeys, text}: private keys of the submitter, and/or a text. */
export const ZAssignmentSubmitRequest = z.strictObject(
  {
    fileKeys: z.array(z.string(invalid).refine(isFileKey, { error: 'validation.fileKey' })).max(10, invalid).optional(),
    text: z.string(invalid).max(50_000, invalid).optional(),
  },
  { error: 'validation.notEditable' },
);

/** POST …/assignment/{submissionId}/grade {grade, feedback}: 0 ≤ grade ≤ max_grade (checked with the lesson). */
export const ZGradeRequest = z.strictObject(
  {
    grade: z.number({ error: 'validation.gradeInvalid' }).min(0, { error: 'validation.gradeInvalid' }),
    feedback: z.string(invalid).max(20_000, invalid).optional(),
  },
  { error: 'validation.notEditable' },
);
