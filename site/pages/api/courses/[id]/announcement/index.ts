import { postAnnouncement } from '@halaqa/cms/services/courses/conversations/announcements/post-announcement';
import { ZAnnouncementRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST /api/courses/{id}/announcement {title, content} → 200 [Announcement]; registered students are notified and mailed. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZAnnouncementRequest);
  return json(await postAnnouncement(tenantContext(context), actor, idParam(context), input));
});
