import type { TenantContext } from '@halaqa/cms/services/context';
import { openMaterial } from '@halaqa/cms/services/courses/lessons/open-material';
import type { CourseViewer } from '@halaqa/cms/services/courses/reads/course-viewer';
import type { Actor } from '@halaqa/cms/services/users/actor';
import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode, type TAppErrorCode } from '@halaqa/shared/errors';
import { foundOrNull } from './found-or-null';

/** Why a lesson page shows its introduction instead of the lesson (learning-content §4). */
const REFUSALS = {
  [AppErrorCode.LESSON_LOCKED]: 'locked',
  [AppErrorCode.NOT_REGISTERED]: 'notRegistered',
  [AppErrorCode.NOT_SIGNED_IN]: 'notSignedIn',
} as const satisfies Partial<Record<TAppErrorCode, string>>;

export type LessonRefusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The lesson and what the viewer is to its course once it is open, or why it stays closed. */
export type OpenedLesson = { lesson: TMaterial; viewer: CourseViewer; refusal: null } | { lesson: null; viewer: null; refusal: LessonRefusal };

/**
 * Server side of the lesson page: the lesson, as the API would give it (which records that the
 * student viewed it), or why this person cannot open it yet; null when there is no such lesson
 * for them (another site's, or hidden from students).
 */
export function openLesson(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string): Promise<OpenedLesson | null> {
  return foundOrNull(
    openMaterial(ctx, actor, courseId, materialId).then(
      ({ lesson, viewer }): OpenedLesson => ({ lesson, viewer, refusal: null }),
      (error: unknown): OpenedLesson => {
        const refusal = error instanceof AppError ? REFUSALS[error.code as keyof typeof REFUSALS] : undefined;
        if (!refusal) throw error;
        return { lesson: null, viewer: null, refusal };
      },
    ),
  );
}
