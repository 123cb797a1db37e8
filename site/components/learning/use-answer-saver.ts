import { useRef, useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import type { QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { attempt } from './api-outcome';

/** Where one question's answer stands: being saved, saved, or refused with the server's words. */
export type SaveStatus = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

/**
 * The answers of an open quiz attempt, each sent to POST …/submit-answer as it is given. Saves of
 * one question go out one after another (so the last answer given is the one kept, whatever the
 * network does), and `settle` waits for every save, sending what is not saved yet, before the
 * quiz is submitted.
 */
export function useAnswerSaver(t: Translate, materialPath: string, initial: Map<number, QuizAnswer>) {
  const [answers, setAnswers] = useState(initial);
  const [statuses, setStatuses] = useState<Record<number, SaveStatus>>({});
  const latest = useRef(new Map(initial));
  const saved = useRef(new Map([...initial].map(([index, answer]) => [index, JSON.stringify(answer)])));
  const queues = useRef(new Map<number, Promise<boolean>>());

  const setStatus = (index: number, status: SaveStatus) => setStatuses((all) => ({ ...all, [index]: status }));

  /** Queues a save of question `index`'s latest answer; resolves false when the server refused it. */
  function save(index: number): Promise<boolean> {
    const queued = (queues.current.get(index) ?? Promise.resolve(true)).then(async () => {
      const answer = latest.current.get(index);
      const sent = JSON.stringify(answer);
      if (answer === undefined || saved.current.get(index) === sent) return true;
      setStatus(index, { state: 'saving' });
      const outcome = await attempt<{ saved: true }>(t, 'POST', `${materialPath}/submit-answer`, { index, answer });
      if (outcome.error !== null) {
        setStatus(index, { state: 'failed', message: outcome.error });
        return false;
      }
      saved.current.set(index, sent);
      // A newer answer given meanwhile is already queued behind this one.
      if (JSON.stringify(latest.current.get(index)) === sent) setStatus(index, { state: 'saved' });
      return true;
    });
    queues.current.set(index, queued);
    return queued;
  }

  /** Records an answer; `send` saves it now (a choice), otherwise it waits for `save` (typing). */
  function answer(index: number, value: QuizAnswer, send: boolean) {
    latest.current.set(index, value);
    setAnswers(new Map(latest.current));
    if (send) void save(index);
  }

  /** Saves everything not saved yet and waits for every save; true when all were taken. */
  async function settle(): Promise<boolean> {
    const results = await Promise.all([...latest.current.keys()].map((index) => save(index)));
    return results.every(Boolean);
  }

  /** A new attempt starts from its own answers (none, after a retake). */
  function reset(next: Map<number, QuizAnswer>) {
    latest.current = new Map(next);
    saved.current = new Map([...next].map(([index, value]) => [index, JSON.stringify(value)]));
    queues.current = new Map();
    setAnswers(new Map(next));
    setStatuses({});
  }

  return { answers, statuses, answer, save, settle, reset };
}
