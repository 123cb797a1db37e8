import { z } from 'zod';

/**
 * Bodies of the AI calls on a lesson (learning-content §7: generate-summary {content},
 * generate-quiz {questionNum, content}). `content` is the lesson's text as the editor has it;
 * a video lesson is worked from its saved transcript instead, so it may be empty there.
 */
const invalid = { error: 'validation.invalidField' } as const;
/** Most questions one generation writes: a quiz is built up a few at a time and checked by the teacher. */
export const MAX_GENERATED_QUESTIONS = 20;

const ZLessonText = z.string(invalid).max(200_000, invalid);

export const ZGenerateSummaryRequest = z.strictObject({ content: ZLessonText }, { error: 'validation.notEditable' });
export type TGenerateSummaryRequest = z.infer<typeof ZGenerateSummaryRequest>;

export const ZGenerateQuizRequest = z.strictObject(
  {
    questionNum: z
      .number({ error: 'validation.questionNumInvalid' })
      .int({ error: 'validation.questionNumInvalid' })
      .min(1, { error: 'validation.questionNumInvalid' })
      .max(MAX_GENERATED_QUESTIONS, { error: 'validation.questionNumInvalid' }),
    content: ZLessonText,
  },
  { error: 'validation.notEditable' },
);
export type TGenerateQuizRequest = z.infer<typeof ZGenerateQuizRequest>;
