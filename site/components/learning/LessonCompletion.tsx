import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ZCompletionReply } from '@halaqa/shared/api-contract/course-shapes';
import { FormAlert, FormSuccess } from '../auth/FormParts';
import type { Translate } from '@halaqa/shared/i18n/index';
import { attempt } from './api-outcome';
import { refreshCurriculum, useRefreshedFinished } from './curriculum-store';
import { HydratedButton } from './HydratedButton';

type CompletionReply = z.infer<typeof ZCompletionReply>;

interface LessonCompletionProps {
  t: Translate;
  courseId: string;
  materialId: string;
  initiallyDone: boolean;
}

/**
 * "Mark as complete" / "Mark as not complete" for a registered student (learning-content §4).
 * The server decides against the lesson's completion rules (409 when they are not met yet);
 * afterwards the curriculum is fetched again, so the lessons this one unlocks show it.
 */
export function LessonCompletion({ t, courseId, materialId, initiallyDone }: LessonCompletionProps) {
  const [done, setDone] = useState(initiallyDone);
  const [courseDone, setCourseDone] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Another part of the lesson (a submitted quiz) may complete it by its rules.
  const refreshedDone = useRefreshedFinished(materialId);
  useEffect(() => {
    if (refreshedDone !== null) setDone(refreshedDone);
  }, [refreshedDone]);

  async function toggle() {
    setBusy(true);
    try {
      const { data, error: problem } = await attempt<CompletionReply>(t, 'POST', `/api/courses/${courseId}/materials/${materialId}/${done ? 'uncomplete' : 'complete'}`);
      setError(problem ?? undefined);
      if (!data) return;
      setDone(data.finishedmaterial);
      setCourseDone(data.courseCompletion === 'completed');
      await refreshCurriculum(courseId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="lesson-completion" data-done={done}>
      <HydratedButton className={done ? 'secondary-button' : undefined} disabled={busy} onClick={toggle}>
        {busy ? t('learning.lesson.saving') : done ? t('learning.lesson.markNotComplete') : t('learning.lesson.markComplete')}
      </HydratedButton>
      <FormAlert message={error} />
      <FormSuccess message={done ? (courseDone ? t('learning.lesson.courseDone') : t('learning.lesson.done')) : null} />
    </div>
  );
}
