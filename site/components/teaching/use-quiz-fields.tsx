import { useState } from 'react';
import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { DEFAULT_QUESTION_SCORE } from '@halaqa/shared/quiz-scoring';
import type { TQuizQuestion } from '@halaqa/shared/schemas/assessment';
import { draftsOf, quizOf, quizProblems, quizSettingsOf, settingsDraftOf, type QuestionProblem } from './quiz-draft';
import { problemText, QuizQuestionsEditor } from './QuizQuestionsEditor';
import { QuizSettingsFields } from './QuizSettingsFields';

const NO_PROBLEMS = new Map<number, QuestionProblem>();

/**
 * The quiz part of the lesson editor (quiz and mixed lessons): the questions and settings being
 * edited, their fields, and what the lesson's POST/PUT body gets from them. Once the teacher has
 * tried to save, each question shows what is still wrong with it as they fix it.
 */
export function useQuizFields(lesson: TMaterial | undefined, t: Translate) {
  const [questions, setQuestions] = useState(() => draftsOf(lesson?.quiz ?? []));
  const [settings, setSettings] = useState(() => settingsDraftOf(lesson?.quiz_settings));
  const [checked, setChecked] = useState(false);
  const problems = checked ? quizProblems(questions) : NO_PROBLEMS;

  /** `quiz` and `quiz_settings` for the body, or the first problem in words (then nothing is sent). */
  function bodyFields(): { quiz: ReturnType<typeof quizOf>; quiz_settings: ReturnType<typeof quizSettingsOf> } | { problem: string } {
    setChecked(true);
    const [first] = quizProblems(questions);
    if (first) return { problem: t('assessment.quiz.editor.problem', { number: first[0] + 1, problem: problemText(first[1], t) }) };
    return { quiz: quizOf(questions), quiz_settings: quizSettingsOf(settings) };
  }

  /** Adds questions written elsewhere (the AI assistant) after the ones being edited, unsaved. */
  function addQuestions(added: TQuizQuestion[]) {
    const views = added.map((question) => ({ ...question, options: question.options ?? [], required: question.required ?? false, score: question.score ?? DEFAULT_QUESTION_SCORE }));
    setQuestions((current) => [...current, ...draftsOf(views)]);
  }

  const fields = (disabled: boolean) => (
    <>
      <QuizQuestionsEditor questions={questions} onChange={setQuestions} problems={problems} disabled={disabled} t={t} />
      <QuizSettingsFields settings={settings} onChange={setSettings} disabled={disabled} t={t} />
    </>
  );

  return { bodyFields, fields, addQuestions };
}
