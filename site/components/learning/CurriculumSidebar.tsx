import type { Translate } from '@halaqa/shared/i18n/index';
import { AccessIcon } from './AccessIcon';
import type { CurriculumEntry } from './curriculum-store';
import { lessonPath } from './lesson-order';

interface CurriculumSidebarProps {
  t: Translate;
  courseId: string;
  currentId: string;
  lessons: CurriculumEntry[];
}

/**
 * The course's lessons beside the player, each with its state for this student: locked until
 * its prerequisites are done, not started, in progress or completed (learning-content §4).
 * Locked lessons stay links: they open on their introduction, which names what is missing.
 */
export function CurriculumSidebar({ t, courseId, currentId, lessons }: CurriculumSidebarProps) {
  return (
    <nav className="curriculum" aria-labelledby="curriculum-heading">
      <h2 id="curriculum-heading">{t('learning.lesson.curriculum')}</h2>
      <ol>
        {lessons.map((lesson) => (
          <li key={lesson.id} data-testid="curriculum-lesson" data-access={lesson.access}>
            <a href={lessonPath(courseId, lesson.id)} aria-current={lesson.id === currentId ? 'page' : undefined}>
              <AccessIcon access={lesson.access} />
              <bdi className="curriculum-name">{lesson.name}</bdi>
              <span className="curriculum-status">
                {t(`learning.access.${lesson.access}`)}
                {lesson.visible ? null : ` · ${t('learning.lesson.hidden')}`}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
