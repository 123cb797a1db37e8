import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { TMaterial, TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { attemptsAllowedOf, isLastAttempt, mayStartAnother } from '@halaqa/shared/quiz-attempts';
import { isAnswered } from '@halaqa/shared/quiz-scoring';
import { FormAlert, SubmitButton } from '../auth/FormParts';
import { answersOf, totalPoints, type QuestionView } from '../quiz/quiz-display';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { attempt as call } from './api-outcome';
import { refreshCurriculum } from './curriculum-store';
import { HydratedButton } from './HydratedButton';
import { LastAttemptDialog } from './LastAttemptDialog';
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
 * counts down; a closed one says so; "Start again" is offered after a retake the teacher grants
 * or while attempts the quiz allows remain (issue #44, item 7), and submitting the last of those
 * asks first. A shuffled attempt shows its own order; answers are saved by question and option
 * index whatever the order. Submitting can complete the lesson (quiz completion rules), so the
 * curriculum is refreshed.
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
  const [confirming, setConfirming] = useState(false);
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
    requestAnimationFrame(() => fields.current[outcome.data.order?.questions[0] ?? 0]?.focus());
  }

  function askOrSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (current && isLastAttempt(settings, current.attempt)) setConfirming(true);
    else void submit();
  }

  async function submit() {
    setConfirming(false);
    setBusy(true);
    setError(undefined);
    try {
      await saver.settle();
      const outcome = await call<TQuizAttemptView>(t, 'POST', `${lessonPath}/submit-quiz`);
      if (outcome.error !== null) {
        // The server's words (e.g. required questions unanswered); the answers stay as they are.
        setError(outcome.error);
        const blank = questions.flatMap((question, index) => (question.required && !isAnswered(saver.answers.get(index)) ? [index] : []));
        // The first blank one as shown (a shuffled attempt has its own order).
        if (current?.order) blank.sort((a, b) => current.order!.questions.indexOf(a) - current.order!.questions.indexOf(b));
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

  const allowed = attemptsAllowedOf(settings);
  const attemptsNotice =
    allowed === 1 ? (
      // One attempt per student: a further one only when the teacher allows a retake (§4).
      <p className="notice" data-testid="quiz-one-attempt">
        {t('assessment.quiz.oneAttempt')}
      </p>
    ) : (
      <p className="notice" data-testid="quiz-attempts-allowed">
        {allowed === 0 ? t('assessment.quiz.attemptsUnlimited') : t('assessment.quiz.attemptsAllowed', { count: allowed })}
      </p>
    );
  const passMarkNote = settings.passMark === null ? null : <p data-testid="quiz-pass-mark">{t('assessment.quiz.passMark', { mark: settings.passMark })}</p>;

  function afterResult(attempt: TQuizAttemptView) {
    if (attempt.state === 'finalized') return <p data-testid="quiz-final">{t('assessment.quiz.final')}</p>;
    if (!mayStartAnother(settings, attempt)) {
      return <p className="muted">{allowed === 1 ? t('assessment.quiz.askRetake') : t('assessment.quiz.attemptsUsed')}</p>;
    }
    return (
      <>
        {attempt.retakeAllowed ? (
          <p>{t('assessment.quiz.retakeGranted')}</p>
        ) : attempt.attemptsLeft === null ? null : (
          <p data-testid="quiz-attempts-left">{t('assessment.quiz.attemptsLeft', { count: attempt.attemptsLeft })}</p>
        )}
        {startButton(t('assessment.quiz.startAgain'))}
      </>
    );
  }

  function body() {
    if (questions.length === 0) return <p className="muted">{t('assessment.quiz.noQuestions')}</p>;
    if (!current) {
      return (
        <>
          <p className="muted">{t('assessment.quiz.summary', { count: questions.length, points: totalPoints(questions) })}</p>
          {settings.timeLimit ? <p>{t('assessment.quiz.timeLimit', { count: settings.timeLimit })}</p> : null}
          {hasRequired ? <p>{t('assessment.quiz.requiredHint')}</p> : null}
          {passMarkNote}
          {attemptsNotice}
          {notSavedNotice}
          {startButton(t('assessment.quiz.start'))}
        </>
      );
    }
    if (current.state === 'inProgress') {
      const locked = !hydrated || busy || timeUp || !settings.accepting;
      const shown = current.order?.questions ?? questions.map((_, index) => index);
      return (
        <>
          {allowed === 1 ? null : (
            <p className="muted" data-testid="quiz-attempt-number">
              {allowed === 0 ? t('assessment.quiz.attempt', { number: current.attempt }) : t('assessment.quiz.attemptOf', { number: current.attempt, total: allowed })}
            </p>
          )}
          {settings.accepting ? null : closedNotice}
          {settings.timeLimit ? <QuizTimer startedAt={current.startedAt} minutes={settings.timeLimit} onTimeUp={onTimeUp} t={t} /> : null}
          {timeUp ? <p className="notice">{t('assessment.quiz.timeUp')}</p> : null}
          {hasRequired ? <p>{t('assessment.quiz.requiredHint')}</p> : null}
          <form className="quiz-form" onSubmit={askOrSubmit} noValidate>
            <ol className="quiz-questions">
              {shown.flatMap((index, place) => {
                const question = questions[index];
                return question ? [{ question, index, place }] : [];
              }).map(({ question, index, place }) => (
                <li key={index}>
                  <QuizQuestionField
                    ref={(element) => {
                      fields.current[index] = element;
                    }}
                    question={question}
                    index={index}
                    number={place + 1}
                    optionOrder={current.order?.options[index]}
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
          {confirming ? <LastAttemptDialog language={language} t={t} onConfirm={() => void submit()} onClose={() => setConfirming(false)} /> : null}
        </>
      );
    }
    return (
      <>
        <QuizResult questions={questions} attempt={current} passMark={settings.passMark} t={t} />
        {notSavedNotice}
        {afterResult(current)}
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
