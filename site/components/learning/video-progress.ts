import { TENANT_HOST_HEADER } from '@halaqa/shared/tenant-host';
import { callApi } from '../api-client';
import { refreshCurriculum } from './curriculum-store';

/** The registered student's video lesson whose position and end the player reports. */
export interface VideoLesson {
  courseId: string;
  materialId: string;
}

const lessonPath = ({ courseId, materialId }: VideoLesson) => `/api/courses/${courseId}/materials/${materialId}`;

/**
 * PUT …/position {seconds}. `keepalive` lets the request outlive a page being left (pagehide),
 * as sendBeacon would, while keeping the contract's method and headers. A failure is dropped:
 * the student loses at most the seconds since the last save, and is not to be told of it.
 */
export function sendPosition(lesson: VideoLesson, seconds: number): void {
  fetch(`${lessonPath(lesson)}/position`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: { [TENANT_HOST_HEADER]: window.location.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  }).catch(() => {});
}

/**
 * POST …/watched at the video's end: the lesson counts as viewed, and completes when its rules
 * ask no more. Then the curriculum is fetched again, so the progress bar, the sidebar and the
 * lesson's mark show it without a reload. Nothing is shown when it fails: the student did not ask.
 */
export async function reportWatched(lesson: VideoLesson): Promise<void> {
  try {
    const result = await callApi<{ finishedmaterial: boolean }>('POST', `${lessonPath(lesson)}/watched`);
    if (result.ok && result.data?.finishedmaterial) await refreshCurriculum(lesson.courseId);
  } catch {
    // Offline at the end of the video: the next visit's end reports it again.
  }
}
