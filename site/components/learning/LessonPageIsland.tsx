import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { CrashBoundary, withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { LessonComments } from './LessonComments';
import { LessonNavigation, type LessonNavigationProps } from './LessonNavigation';
import { ProblemReport } from './ProblemReport';
import textsOf from 'virtual:island-texts/lesson-page';

interface LessonPageIslandProps extends TranslatedProps, Omit<LessonNavigationProps, 'language'> {
  /** "Report a problem" under the lesson: for a registered student who does not manage the course. */
  problemReport: boolean;
  /** The lesson's comments below it, for its participants; null for anyone else. */
  comments: { viewerId: string; manager: boolean; commentsAllowed: boolean; initialComments: TComment[] } | null;
}

/**
 * What responds to the student around a lesson, as one island (the header and a video player,
 * hydrated when seen, are the page's others): under the lesson, "Report a problem", "Mark as
 * complete" and previous/next; beside it, the curriculum; below it, the comments. Every island
 * costs each request its own render call, props and hydration script (issue #13: the three this
 * replaced cost a registered student's lesson page about a tenth of its CPU per request, measured
 * as a multiple of the static page's). Astro's island element is `display: contents`, so
 * the parts stay the lesson layout's grid items; the report and the comments each keep their own
 * crash screen, so neither takes the navigation down with it.
 */
function LessonPageIsland({ language, messages, problemReport, comments, ...navigation }: LessonPageIslandProps) {
  const t = useTranslator(language, messages);
  const { courseId, currentId } = navigation;
  return (
    <>
      <LessonNavigation
        language={language}
        t={t}
        {...navigation}
        footerStart={
          problemReport ? (
            <CrashBoundary t={t}>
              <ProblemReport t={t} courseId={courseId} materialId={currentId} />
            </CrashBoundary>
          ) : null
        }
      />
      {comments ? (
        <div className="lesson-comments">
          <CrashBoundary t={t}>
            <LessonComments language={language} t={t} courseId={courseId} materialId={currentId} {...comments} />
          </CrashBoundary>
        </div>
      ) : null}
    </>
  );
}

export default withCrashScreenAndTexts(textsOf, LessonPageIsland);
