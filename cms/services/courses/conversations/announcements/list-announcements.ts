import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { TAnnouncement } from '@halaqa/shared/api-contract/course-shapes';
import { courseTag } from '../../../content-version/content-tags';
import { jsonSize, keptReads } from '../../../content-version/kept-reads';
import { htmlFromRichText } from '../../../content/rich-text';
import type { TenantContext } from '../../../context';
import { readCourseAnnouncements } from '../../reads/course-announcements';

/** Course announcements: managers post them; registered students are notified and mailed. */

/** A course's announcements as HTML, the same for every insider (content-version/kept-reads). */
const keptAnnouncements = keptReads<TAnnouncement[]>({ bytes: CACHE_BUDGETS.announcements, sizeOf: jsonSize });

export async function listAnnouncements(ctx: TenantContext, courseId: string): Promise<TAnnouncement[]> {
  return keptAnnouncements.read(ctx, courseId, async () => {
    const announcements = await readCourseAnnouncements(ctx, courseId);
    return announcements.map((announcement) => ({
      id: announcement.id,
      title: announcement.title,
      content: htmlFromRichText(announcement.content),
      date: announcement.createdAt,
      author: announcement.author,
    }));
  }, () => [courseTag(courseId)]);
}
