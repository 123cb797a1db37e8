import { AppError, AppErrorCode } from '@halaqa/shared/errors';

/**
 * For server-rendered pages: the service's answer, or null when it says "not found" (the page
 * then shows the 404 page). Any other failure is a real error and goes on to the error page.
 */
export async function foundOrNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === AppErrorCode.NOT_FOUND) return null;
    throw error;
  }
}
