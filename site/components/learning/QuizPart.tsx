import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { TMaterial, TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { isAnswered } from '@halaqa/shared/quiz-scoring';
import { FormAlert, SubmitButton } from '../auth/FormParts';
import { answersOf, totalPoints, type QuestionView } from '../quiz/quiz-display';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { attempt as call } from './api-outcome';
import { refreshCurriculum } from './curriculum-store';
import { HydratedButton } from './HydratedButton';
import { QuizQuestionField } from './QuizQuestionField';
import { QuizResult } from './QuizResult';
import { QuizTimer } from './QuizTimer';
import { useAnswerSaver } from './use-answer-saver';
import textsOf from 'virtual:island-texts/quiz-part';

interface QuizPartProps extends TranslatedProps {
  courseId: string;
  materialId: string;
  /** The questions as the student may see them: with the correct answers only once submitted. */
  questions: QuestionView[];
  settings: TMaterial['quiz_settings'];
  /** The student's latest attempt, or null before the first. */
  initialAttempt: TQuizAttemptView | null;
}

/**
 * A registered student's quiz (learning-content §4): Start, every question on one page with
 * each answer saved as it is given, Submit (the server refuses while a required question is
 * blank, and the answers stay), then the score with which answers were right. A timed quiz
 * counts down; a closed one says so; a retake the teacher grants is offered as "Start again".
 * Submitting can complete the lesson (quiz completion rules), so the curriculum is refreshed.
 */
function QuizPart({ language, messages, courseId, materialId, questions: initialQuestions, settings, initialAttempt }: QuizPartProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const lessonPath = `/api/courses/${courseId}/materials/${materialId}`;
  const [questions, setQuestions] = useState(initialQuestions);
  const [current, setCurrent] = useState(initialAttempt);
  const saver = useAnswerSaver(t, lessonPath, answersOf(initialAttempt?.state === 'inProgress' ? initialAttempt : null));
  const [missing, setMissing] = useState<number[]>([]);
  const [timeUp, setTimeUp] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef<(HTMLFieldSetElement | null)[]>([]);
  const onTimeUp = useCallback(() => setTimeUp(true), []);
  const hasRequired = questions.some((question) => question.required);

  async function start() {
    setBusy(true);
    setError(undefined);
    const outcome = await call<TQuizAttemptView>(t, 'POST', `${lessonPath}/start-quiz`);
    setBusy(false);
    if (outcome.error !== null) return setError(outcome.error);
    saver.reset(answersOf(outcome.data));
    setMissing([]);
    setTimeUp(false);
    setCurrent(outcome.data);
    requestAnimationFrame(() => fields.current[0]?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await saver.settle();
      const outcome = await call<TQuizAttemptView>(t, 'POST', `${lessonPath}/submit-quiz`);
      if (outcome.error !== null) {
        // The server's words (e.g. required questions unanswered); the answers stay as they are.
        setError(outcome.error);
        const blank = questions.flatMap((question, index) => (question.required && !isAnswered(saver.answers.get(index)) ? [index] : []));
        setMissing(blank);
        if (blank.length > 0) fields.current[blank[0]!]?.focus();
        return;
      }
      // Now the questions come with their correct answers, for the review.
      const lesson = await call<TMaterial>(t, 'GET', lessonPath);
      if (lesson.data) setQuestions(lesson.data.quiz);
      setCurrent(outcome.data);
      await refreshCurriculum(courseId);
      requestAnimationFrame(() => heading.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  const closedNotice = (
    <p className="notice error" data-testid="quiz-closed">
      {t('errors.quizClosed')}
    </p>
  );
  const notSavedNotice = settings.savequiz ? null : (
    <p className="notice" data-testid="quiz-not-saved">
      {t('assessment.quiz.notSaved')}
    </p>
  );
  const startButton = (label: string) =>
    settings.accepting ? (
      <HydratedButton disabled={busy} onClick={() => void start()}>
        {busy ? t('assessment.quiz.starting') : label}
      </HydratedButton>
    ) : (
      closedNotice
    );

  function body() {
    if (questions.length === 0) return <p className="muted">{t('assessment.quiz.noQuestions')}</p>;
    if (!current) {
      return (
        <>
          <p className="muted">{t('assessment.quiz.summary', { count: questions.length, points: totalPoints(questions) })}</p>
          {settings.timeLimit ? <p>{t('assessment.quiz.timeLimit', { count: settings.timeLimit })}</p> : null}
          {hasRequired ? <p>{t('assessment.quiz.requiredHint')}</p> : null}
          {/* One attempt per student: a further one only when the teacher allows a retake (§4). */}
          <p className="notice" data-testid="quiz-one-attempt">
            {t('assessment.quiz.oneAttempt')}
          </p>
          {notSavedNotice}
          {startButton(t('assessment.quiz.start'))}
        </>
      );
    }
    if (current.state === 'inProgress') {
      const locked = !hydrated || busy || timeUp || !settings.accepting;
      return (
        <>
          {settings.accepting ? null : closedNotice}
          {settings.timeLimit ? <QuizTimer startedAt={current.startedAt} minutes={settings.timeLimit} onTimeUp={onTimeUp} t={t} /> : null}
          {timeUp ? <p className="notice">{t('assessment.quiz.timeUp')}</p> : null}
          {hasRequired ? <p>{t('assessment.quiz.requiredHint')}</p> : null}
          <form className="quiz-form" onSubmit={(event) => void submit(event)} noValidate>
            <ol className="quiz-questions">
              {questions.map((question, index) => (
                <li key={index}>
                  <QuizQuestionField
                    ref={(element) => {
                      fields.current[index] = element;
                    }}
                    question={question}
                    index={index}
                    idPrefix={`quiz-${materialId}`}
                    answer={saver.answers.get(index)}
                    status={saver.statuses[index]}
                    missing={missing.includes(index) && !isAnswered(saver.answers.get(index))}
                    disabled={locked}
                    onAnswer={(value, send) => saver.answer(index, value, send)}
                    onLeaveText={() => void saver.save(index)}
                    t={t}
                  />
                </li>
              ))}
            </ol>
            <FormAlert message={error} />
            {settings.accepting ? <SubmitButton busy={busy} label={t('assessment.quiz.submit')} busyLabel={t('assessment.quiz.submitting')} /> : null}
          </form>
        </>
      );
    }
    return (
      <>
        <QuizResult questions={questions} attempt={current} t={t} />
        {notSavedNotice}
        {current.state === 'finalized' ? (
          <p data-testid="quiz-final">{t('assessment.quiz.final')}</p>
        ) : current.retakeAllowed ? (
          <>
            <p>{t('assessment.quiz.retakeGranted')}</p>
            {startButton(t('assessment.quiz.startAgain'))}
          </>
        ) : (
          <p className="muted">{t('assessment.quiz.askRetake')}</p>
        )}
      </>
    );
  }

  return (
    <section className="quiz-part" aria-labelledby="quiz-heading" data-testid="quiz" data-state={current?.state ?? 'notAttempted'}>
      <h2 id="quiz-heading" ref={heading} tabIndex={-1}>
        {t('assessment.quiz.title')}
      </h2>
      {body()}
      {current?.state === 'inProgress' ? null : <FormAlert message={error} />}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, QuizPart);
