import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { withCrashScreen } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { useCurriculum } from './curriculum-store';
import { lessonPath, neighboursOf } from './lesson-order';

interface LessonPagerProps extends TranslatedProps {
  courseId: string;
  currentId: string;
  lessons: TMaterialSummary[];
}

/** Previous and next lesson; the next one says when it is still locked, until this one is done. */
function LessonPager({ language, messages, courseId, currentId, lessons: fromServer }: LessonPagerProps) {
  const t = useTranslator(language, messages);
  const { previous, next } = neighboursOf(useCurriculum(fromServer), currentId);
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

export default withCrashScreen(LessonPager);
