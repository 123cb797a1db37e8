import { useState, type MouseEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { completeLesson, type CurriculumEntry } from './curriculum-store';
import { lessonPath, neighboursOf } from './lesson-order';

interface LessonPagerProps {
  t: Translate;
  courseId: string;
  currentId: string;
  lessons: CurriculumEntry[];
  /** A registered student has not completed this lesson yet: "Next" completes it first. */
  completesCurrent: boolean;
}

/**
 * Previous and next lesson; the next one says when it is still locked, until this one is done.
 * "Next" is "complete and continue" (issue #15): for a student who has not completed this lesson,
 * it asks the server to complete it, then moves on whatever the answer. When the lesson's rules
 * are not met yet (a quiz not taken), the lesson simply stays in progress, as the curriculum
 * shows, and a next lesson that needed it opens on its introduction, which names what is missing.
 * Before hydration it is a plain link.
 */
export function LessonPager({ t, courseId, currentId, lessons, completesCurrent }: LessonPagerProps) {
  const { previous, next } = neighboursOf(lessons, currentId);
  const [moving, setMoving] = useState(false);
  if (!previous && !next) return null;

  async function completeAndContinue(event: MouseEvent<HTMLAnchorElement>) {
    // A click that opens a new tab or window leaves this page as it is.
    if (!completesCurrent || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (moving) return;
    const href = event.currentTarget.href;
    setMoving(true);
    await completeLesson(courseId, currentId);
    window.location.assign(href);
  }

  return (
    <nav className="lesson-pager" aria-label={t('learning.lesson.lessonNavigation')}>
      {previous ? (
        <a className="pager-previous" rel="prev" href={lessonPath(courseId, previous.id)}>
          {t('learning.lesson.previous', { name: previous.name })}
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a
          className="pager-next"
          rel="next"
          href={lessonPath(courseId, next.id)}
          data-access={next.access}
          aria-busy={moving || undefined}
          onClick={(event) => void completeAndContinue(event)}
        >
          {t('learning.lesson.next', { name: next.name })}
          {next.access === 'locked' ? <span className="muted"> · {t('learning.access.locked')}</span> : null}
        </a>
      ) : null}
    </nav>
  );
}
