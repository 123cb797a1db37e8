import type { Translate } from '@halaqa/shared/i18n/index';
import { progressPercent, type CourseProgressCount } from './course-progress';
import './course-progress.css';

interface CourseProgressProps extends CourseProgressCount {
  t: Translate;
  language: string;
  courseName: string;
}

/**
 * A course's progress bar, the same on the dashboard, the course page and beside a lesson:
 * a `<progress>` named for the course, and its count and share as text beside it, which is
 * what a screen reader and a sighted reader both get. Rendered on the server by the pages, and
 * inside the lesson page's navigation island, where it follows the curriculum store.
 */
export function CourseProgress({ t, language, courseName, completed, total }: CourseProgressProps) {
  const percent = progressPercent({ completed, total }, language);
  return (
    <div className="course-progress" data-testid="course-progress" data-completed={completed} data-total={total}>
      <progress max={Math.max(total, 1)} value={completed} aria-label={t('learning.progress.label', { course: courseName })} />
      <p className="muted">{t('learning.progress.summary', { completed, total, percent })}</p>
    </div>
  );
}
