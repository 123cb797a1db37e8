import { useEffect, useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { clockText, secondsLeft } from '../quiz/quiz-display';

/**
 * The time left of a timed attempt, counted down each second from when it started (so a reload
 * does not give more time). Rendered only in the browser: the server's clock would not match the
 * first second shown. `onTimeUp` runs once, when nothing is left.
 */
export function QuizTimer({ startedAt, minutes, onTimeUp, t }: { startedAt: string; minutes: number; onTimeUp: () => void; t: Translate }) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => {
      const seconds = secondsLeft(startedAt, minutes, Date.now()) ?? 0;
      setLeft(seconds);
      if (seconds === 0) {
        window.clearInterval(timer);
        onTimeUp();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [startedAt, minutes, onTimeUp]);
  if (left === null) return null;
  return (
    <p className="quiz-timer" role="timer" data-testid="quiz-timer" data-low={left < 60}>
      {t('assessment.quiz.timeLeft', { time: clockText(left) })}
    </p>
  );
}
