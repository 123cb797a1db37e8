import type { Translate } from '@halaqa/shared/i18n/index';
import type { CurriculumEntry } from './curriculum-store';
import { lessonPath, neighboursOf } from './lesson-order';

interface LessonPagerProps {
  t: Translate;
  courseId: string;
  currentId: string;
  lessons: CurriculumEntry[];
}

/** Previous and next lesson; the next one says when it is still locked, until this one is done. */
export function LessonPager({ t, courseId, currentId, lessons }: LessonPagerProps) {
  const { previous, next } = neighboursOf(lessons, currentId);
  if (!previous && !next) return null;
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
        <a className="pager-next" rel="next" href={lessonPath(courseId, next.id)} data-access={next.access}>
          {t('learning.lesson.next', { name: next.name })}
          {next.access === 'locked' ? <span className="muted"> · {t('learning.access.locked')}</span> : null}
        </a>
      ) : null}
    </nav>
  );
}
