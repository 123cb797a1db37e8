import { assignedTo } from '@halaqa/cms/services/users/list-teaching-assignments';
import { endpoint, tenantContext } from '../../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../../server/guards';
import { json } from '../../../../../server/http';

/** GET /api/users/{id}/courses/teacher → [{ id }] assigned to that user (yourself, or with the right). */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await assignedTo(tenantContext(context), actor, idParam(context), 'courses'));
});
