import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { callApi } from '../api-client';

/**
 * The course's curriculum as the lesson page's islands share it (sidebar, previous/next). The
 * page renders them from the server's list; after a lesson is marked complete or not, the list
 * is fetched again so a lesson that now unlocks (or locks) shows it at once.
 */
const $refreshedCurriculum = atom<TMaterialSummary[] | null>(null);

/** What the sidebar and the previous/next links show of a lesson: the page hands them no more. */
export type CurriculumEntry = Pick<TMaterialSummary, 'id' | 'name' | 'access' | 'visible' | 'section'>;

export const curriculumEntries = (lessons: readonly TMaterialSummary[]): CurriculumEntry[] =>
  lessons.map(({ id, name, access, visible, section }) => ({ id, name, access, visible, section }));

export function useCurriculum(fromServer: CurriculumEntry[]): CurriculumEntry[] {
  return useStore($refreshedCurriculum) ?? fromServer;
}

/**
 * Whether the refreshed curriculum counts this lesson completed; null until it is refreshed.
 * Submitting a quiz can complete a lesson by its rules, and "Mark as complete" follows that.
 */
export function useRefreshedFinished(materialId: string): boolean | null {
  return useStore($refreshedCurriculum)?.find((lesson) => lesson.id === materialId)?.finishedmaterial ?? null;
}

export async function refreshCurriculum(courseId: string): Promise<void> {
  const result = await callApi<TMaterialSummary[]>('GET', `/api/courses/${courseId}/materials`);
  // Anything but a list (a proxy's page read as JSON, say) leaves the curriculum the page showed.
  if (result.ok && Array.isArray(result.data)) $refreshedCurriculum.set(result.data);
}

/**
 * Completes a lesson for the signed-in student without their pressing "Mark as complete": on
 * "Next" and at the end of a video (issue #15). The server checks the lesson's completion rules;
 * when they are not met yet (409) or the call fails, nothing changes and false is returned, as
 * these are conveniences the student did not ask to see fail. When it is done, the curriculum is
 * fetched again, so the progress bar, the sidebar and "Mark as complete" all show it.
 */
export async function completeLesson(courseId: string, materialId: string): Promise<boolean> {
  try {
    const result = await callApi<{ finishedmaterial: boolean }>('POST', `/api/courses/${courseId}/materials/${materialId}/complete`);
    if (!result.ok || !result.data?.finishedmaterial) return false;
    await refreshCurriculum(courseId);
    return true;
  } catch {
    return false;
  }
}
