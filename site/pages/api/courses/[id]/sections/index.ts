import { createSection } from '@halaqa/cms/services/courses/lessons/sections/create-section';
import { listSections } from '@halaqa/cms/services/courses/lessons/sections/list-sections';
import { ZSectionRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** GET /api/courses/{id}/sections → 200 [CourseSection]: the curriculum's sections as the caller sees them. */
export const GET = endpoint(async (context) => {
  return json(await listSections(tenantContext(context), context.locals.user ?? null, idParam(context)));
});

/** POST /api/courses/{id}/sections {title} → 200 CourseSection: a manager adds a section at the end. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZSectionRequest);
  return json(await createSection(tenantContext(context), actor, idParam(context), input));
});
