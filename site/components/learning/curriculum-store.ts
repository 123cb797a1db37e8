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
  if (result.ok && result.data) $refreshedCurriculum.set(result.data);
}
