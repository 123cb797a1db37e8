import { numberFormat } from '@halaqa/shared/intl-formats';

/** How far a student is through a course: completed lessons of those they can see. */
export interface CourseProgressCount {
  completed: number;
  total: number;
}

/** Counted from the curriculum a student sees (the lesson page's store): lessons hidden from students do not count. */
export function progressOfCurriculum(lessons: readonly { access: string; visible: boolean }[]): CourseProgressCount {
  const counted = lessons.filter((lesson) => lesson.visible);
  return { completed: counted.filter((lesson) => lesson.access === 'completed').length, total: counted.length };
}

/**
 * The share done, in the reader's language ("٦٠٪" in Arabic). Rounded down, so a course shows
 * 100% only when every lesson is done; a course without lessons is at 0%.
 */
export function progressPercent({ completed, total }: CourseProgressCount, language: string): string {
  const share = total > 0 ? Math.floor((Math.min(completed, total) * 100) / total) / 100 : 0;
  return numberFormat(language, { style: 'percent' }).format(share);
}
