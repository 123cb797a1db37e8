import { withCrashScreen } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { useCurriculum, type CurriculumEntry } from './curriculum-store';
import { LessonCompletion } from './LessonCompletion';
import { LessonPager } from './LessonPager';

interface LessonFooterProps extends TranslatedProps {
  courseId: string;
  currentId: string;
  lessons: CurriculumEntry[];
  /** For a registered student: whether they had completed the lesson when the page was made. */
  completion: { initiallyDone: boolean } | null;
}

/**
 * Under the lesson: "Mark as complete" for a registered student, then the previous and next
 * lessons, which follow the curriculum as completing this one changes it. One island for both
 * (they sit together), since every island costs each request its own render and its props twice.
 */
function LessonFooter({ language, messages, courseId, currentId, lessons: fromServer, completion }: LessonFooterProps) {
  const t = useTranslator(language, messages);
  const lessons = useCurriculum(fromServer);
  return (
    <>
      {completion ? <LessonCompletion t={t} courseId={courseId} materialId={currentId} initiallyDone={completion.initiallyDone} /> : null}
      <LessonPager t={t} courseId={courseId} currentId={currentId} lessons={lessons} />
    </>
  );
}

export default withCrashScreen(LessonFooter);
