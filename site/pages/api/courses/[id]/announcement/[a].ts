import { deleteAnnouncement } from '@halaqa/cms/services/courses/conversations/announcements/delete-announcement';
import { updateAnnouncement } from '@halaqa/cms/services/courses/conversations/announcements/update-announcement';
import { ZUpdateAnnouncementRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT /api/courses/{id}/announcement/{a} {title, content} → 200 [Announcement]. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZUpdateAnnouncementRequest);
  return json(await updateAnnouncement(tenantContext(context), actor, idParam(context), idParam(context, 'a'), input));
});

/** DELETE /api/courses/{id}/announcement/{a} → 200 [Announcement]. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await deleteAnnouncement(tenantContext(context), actor, idParam(context), idParam(context, 'a')));
});
