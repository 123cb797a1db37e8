import { deleteSection } from '@halaqa/cms/services/courses/lessons/sections/delete-section';
import { renameSection } from '@halaqa/cms/services/courses/lessons/sections/rename-section';
import { ZSectionRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT /api/courses/{id}/sections/{s} {title} → 200 CourseSection: a manager renames a section. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZSectionRequest);
  return json(await renameSection(tenantContext(context), actor, idParam(context), idParam(context, 's'), input));
});

/** DELETE /api/courses/{id}/sections/{s} → 200 {ok}: its lessons stay, outside any section. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await deleteSection(tenantContext(context), actor, idParam(context), idParam(context, 's')));
});
