import { rate } from '@halaqa/cms/services/courses/catalogue/rate-course';
import { ratingsOf } from '@halaqa/cms/services/courses/catalogue/list-ratings';
import { ZRatingRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** GET /api/courses/{id}/rate → 200 RatingSummary. */
export const GET = endpoint(async (context) => {
  return json(await ratingsOf(tenantContext(context), context.locals.user ?? null, 'courses', idParam(context)));
});

/** POST /api/courses/{id}/rate {rating, notes} → 200 RatingSummary: registered students. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZRatingRequest);
  return json(await rate(tenantContext(context), actor, 'courses', idParam(context), input));
});
