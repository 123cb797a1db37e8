import type { Translate } from '@halaqa/shared/i18n/index';
import type { ReactNode } from 'react';
import { AccessIcon } from './AccessIcon';
import type { CurriculumEntry } from './curriculum-store';
import { lessonPath } from './lesson-order';

interface CurriculumSidebarProps {
  t: Translate;
  courseId: string;
  currentId: string;
  /** In curriculum order: outside any section first, then section by section. */
  lessons: CurriculumEntry[];
  sections: { id: string; title: string }[];
  /** Under the heading: the student's progress bar, when there is one. */
  header?: ReactNode;
}

/**
 * The course's lessons beside the player, each with its state for this student: locked until
 * its prerequisites are done, not started, in progress or completed (learning-content §4).
 * Locked lessons stay links: they open on their introduction, which names what is missing. They
 * are grouped under the course's sections (issue #14), in the order "next" and "previous" follow.
 */
export function CurriculumSidebar({ t, courseId, currentId, lessons, sections, header }: CurriculumSidebarProps) {
  const shown = new Set(sections.map((section) => section.id));
  const groups = [
    { id: null, title: null, lessons: lessons.filter((lesson) => lesson.section === null || !shown.has(lesson.section)) },
    ...sections.map((section) => ({ ...section, lessons: lessons.filter((lesson) => lesson.section === section.id) })),
  ].filter((group) => group.lessons.length > 0);
  return (
    <nav className="curriculum" aria-labelledby="curriculum-heading">
      <h2 id="curriculum-heading">{t('learning.lesson.curriculum')}</h2>
      {header}
      {groups.map((group) => (
        <div key={group.id ?? 'loose'} className="curriculum-group">
          {group.title === null ? null : (
            <h3 className="curriculum-section" id={`sidebar-section-${group.id}`}>
              <bdi>{group.title}</bdi>
            </h3>
          )}
          <ol aria-labelledby={group.title === null ? undefined : `sidebar-section-${group.id}`}>
            {group.lessons.map((lesson) => (
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
        </div>
      ))}
    </nav>
  );
}
