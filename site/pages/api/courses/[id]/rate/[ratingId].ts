import { deleteRating } from '@halaqa/cms/services/courses/catalogue/delete-rating';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** DELETE /api/courses/{id}/rate/{ratingId} → 200 RatingSummary: the rater or a manager. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await deleteRating(tenantContext(context), actor, 'courses', idParam(context), idParam(context, 'ratingId')));
});
