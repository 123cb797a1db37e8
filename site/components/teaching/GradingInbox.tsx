import { useState } from 'react';
import type { TAssignmentToGrade, TQuizToScore, TToGradeInbox, TWorkToGrade } from '@halaqa/shared/api-contract/grading';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { FormAlert } from '../auth/FormParts';
import { attempt } from '../learning/api-outcome';
import { GradeForm } from '../learning/GradeForm';
import { LocalDateTime } from '../learning/LocalDateTime';
import { SubmittedWork } from '../learning/SubmittedWork';
import { QuizReview } from '../quiz/QuizReview';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { QuizScoreForm } from './QuizScoreForm';
import textsOf from 'virtual:island-texts/grading-inbox';
import '../learning/assignment.css';
import '../quiz/quiz-review.css';
import './quiz-results.css';
import './grading-inbox.css';

/** An attempt's score, sent with the existing update-score call; the item leaves once it is saved. */
function ScoreAttempt({ item, onDone, t }: { item: TQuizToScore; onDone: () => void; t: Translate }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function save(score: number) {
    setBusy(true);
    const outcome = await attempt(t, 'POST', item.scorePath, { score });
    setBusy(false);
    setError(outcome.error ?? undefined);
    if (outcome.data) onDone();
  }

  return (
    <>
      <details open>
        <summary>{t('gradingInbox.answers')}</summary>
        <QuizReview questions={item.questions} attempt={item.attempt} t={t} />
      </details>
      <QuizScoreForm fieldId={`score-${item.id}`} maxScore={item.attempt.maxScore ?? 0} score={item.attempt.score} disabled={!hydrated || busy} onScore={(score) => void save(score)} t={t} />
      <FormAlert message={error} />
    </>
  );
}

function AssignmentWork({ item, onDone, t }: { item: TAssignmentToGrade; onDone: () => void; t: Translate }) {
  return (
    <>
      <SubmittedWork fileKeys={item.submission.fileKeys} text={item.submission.text} t={t} />
      <GradeForm path={item.gradePath} submission={item.submission} maxGrade={item.maxGrade} onGraded={onDone} t={t} />
    </>
  );
}

function InboxItem({ item, language, onDone, t }: { item: TWorkToGrade; language: Language; onDone: () => void; t: Translate }) {
  const headingId = `to-grade-${item.id}`;
  return (
    <li className="to-grade-item" data-testid="to-grade-item" data-kind={item.kind} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="quiz-badge">{t(`gradingInbox.${item.kind}`)}</span> <bdi>{item.lesson.name}</bdi>
      </h3>
      <dl className="to-grade-facts">
        <dt>{t('gradingInbox.student')}</dt>
        <dd>
          <bdi data-testid="to-grade-student">{item.student.name || t('common.deletedUser')}</bdi>
        </dd>
        <dt>{t('gradingInbox.course')}</dt>
        <dd>
          <bdi>{item.course.name}</bdi>
        </dd>
        <dt>{t('gradingInbox.submittedAt')}</dt>
        <dd>
          <LocalDateTime iso={item.submittedAt} language={language} />
        </dd>
      </dl>
      {item.kind === 'assignment' ? <AssignmentWork item={item} onDone={onDone} t={t} /> : <ScoreAttempt item={item} onDone={onDone} t={t} />}
      <p>
        <a href={item.link}>{item.kind === 'assignment' ? t('gradingInbox.openAssignment') : t('gradingInbox.openQuiz')}</a>
      </p>
    </li>
  );
}

/**
 * The teacher area's "To grade" inbox (issue #14): every submission and written quiz answer
 * waiting for the teacher across the courses they manage, oldest first (GET
 * /api/teacher/to-grade, rendered on the server), graded or scored right here with the lesson's
 * own calls. What is saved leaves the list, and a status line says so with what is left.
 */
function GradingInbox({ language, messages, initial }: TranslatedProps & { initial: TToGradeInbox }) {
  const t = useTranslator(language, messages);
  const [items, setItems] = useState(initial.items);
  const [notice, setNotice] = useState('');

  function done(item: TWorkToGrade) {
    const left = items.filter((entry) => entry.id !== item.id);
    setItems(left);
    setNotice(t('gradingInbox.done', { name: item.student.name || t('common.deletedUser'), count: left.length }));
  }

  return (
    <section className="to-grade" aria-labelledby="to-grade-heading" data-testid="to-grade">
      <h2 id="to-grade-heading">
        {t('gradingInbox.title')} <span className="count-badge" data-testid="to-grade-count">{t('gradingInbox.waiting', { count: items.length })}</span>
      </h2>
      <p className="muted">{t('gradingInbox.intro')}</p>
      <p role="status" className={notice ? 'notice success' : undefined} data-testid="to-grade-notice">
        {notice}
      </p>
      {items.length === 0 ? (
        <p className="muted">{t('gradingInbox.empty')}</p>
      ) : (
        <ol className="to-grade-list">
          {items.map((item) => (
            <InboxItem key={item.id} item={item} language={language} onDone={() => done(item)} t={t} />
          ))}
        </ol>
      )}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, GradingInbox);
