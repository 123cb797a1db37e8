import { useEffect, useState } from 'react';
import { cooldownLeft, minutesAndSeconds } from '@halaqa/shared/cooldown';
import type { Translate } from '@halaqa/shared/i18n/index';
import { MAX_GENERATED_QUESTIONS } from '@halaqa/shared/schemas/ai';
import type { TQuizQuestion } from '@halaqa/shared/schemas/assessment';
import { callApi } from '../api-client';
import { FormAlert, FormSuccess } from '../auth/FormParts';

interface AiAssistantProps {
  courseId: string;
  lessonId: string;
  /** A saved video lesson: the server works from its saved transcript, not from the text. */
  fromTranscript: boolean;
  /** Quiz and mixed lessons are offered questions as well as a summary. */
  offersQuestions: boolean;
  /** The lesson's text as the editor has it now (saved or not). */
  lessonText: () => string;
  onSummary: (summary: string) => void;
  onQuestions: (questions: TQuizQuestion[]) => void;
  t: Translate;
}

const cooldownKey = (lessonId: string) => `halaqa:summary-cooldown:${lessonId}`;
const storedStart = (lessonId: string) => {
  const stored = window.localStorage.getItem(cooldownKey(lessonId));
  return stored === null ? null : Number(stored);
};

/**
 * The lesson editor's AI assistant (learning-content §7): a summary the teacher reads before
 * adding it to the text, and quiz questions added to the quiz below for the teacher to check;
 * nothing is saved until the lesson is. A summary can be asked for once every 6 minutes per
 * lesson (the spec's cooldown, kept in browser storage). A plan without the feature answers 402,
 * which opens the upgrade dialog (api-client.ts).
 */
export function AiAssistant({ courseId, lessonId, fromTranscript, offersQuestions, lessonText, onSummary, onQuestions, t }: AiAssistantProps) {
  const [busy, setBusy] = useState<'summary' | 'questions' | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [count, setCount] = useState(5);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const base = `/api/courses/${courseId}/materials/${lessonId}`;

  useEffect(() => {
    const tick = () => setWait(cooldownLeft(storedStart(lessonId), Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [lessonId]);

  async function ask<T>(what: 'summary' | 'questions', path: string, body: unknown, use: (reply: T) => void) {
    setBusy(what);
    setError(undefined);
    setNotice(null);
    try {
      const result = await callApi<T>('POST', path, body);
      if (result.ok && result.data) use(result.data);
      else setError(result.error ?? t('errors.internal'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(null);
    }
  }

  const summarize = () =>
    ask<{ summary: string }>('summary', `${base}/generate-summary`, { content: lessonText() }, ({ summary }) => {
      window.localStorage.setItem(cooldownKey(lessonId), String(Date.now()));
      setWait(cooldownLeft(Date.now(), Date.now()));
      setDraft(summary);
    });

  const writeQuestions = () =>
    ask<{ quiz: TQuizQuestion[] }>('questions', `${base}/generate-quiz`, { questionNum: count, content: lessonText() }, ({ quiz }) => {
      onQuestions(quiz);
      setNotice(t('teaching.ai.questionsAdded', { count: quiz.length }));
    });

  return (
    <fieldset className="ai-assistant" data-testid="ai-assistant">
      <legend>{t('teaching.ai.title')}</legend>
      {fromTranscript ? <p className="muted">{t('teaching.ai.fromTranscript')}</p> : null}
      <div className="field-row">
        <button type="button" className="secondary" onClick={() => void summarize()} disabled={busy !== null || wait > 0}>
          {busy === 'summary' ? t('teaching.ai.working') : t('teaching.ai.summarize')}
        </button>
        {offersQuestions ? (
          <>
            <label className="inline-field">
              <span>{t('teaching.ai.questionCount')}</span>
              <input type="number" min={1} max={MAX_GENERATED_QUESTIONS} dir="ltr" value={count} onChange={(event) => setCount(Number(event.target.value))} />
            </label>
            <button type="button" className="secondary" onClick={() => void writeQuestions()} disabled={busy !== null}>
              {busy === 'questions' ? t('teaching.ai.working') : t('teaching.ai.writeQuestions')}
            </button>
          </>
        ) : null}
      </div>
      {wait > 0 ? <p className="muted" role="status">{t('teaching.ai.summaryCooldown', minutesAndSeconds(wait))}</p> : null}
      {draft !== null ? (
        <div className="ai-draft" data-testid="ai-summary">
          <h4>{t('teaching.ai.summaryDraft')}</h4>
          <p dir="auto">{draft}</p>
          <div className="field-row">
            <button
              type="button"
              onClick={() => {
                onSummary(draft);
                setDraft(null);
              }}
            >
              {t('teaching.ai.addSummary')}
            </button>
            <button type="button" className="secondary" onClick={() => setDraft(null)}>
              {t('teaching.ai.discard')}
            </button>
          </div>
        </div>
      ) : null}
      <FormAlert message={error} />
      <FormSuccess message={notice} />
    </fieldset>
  );
}
