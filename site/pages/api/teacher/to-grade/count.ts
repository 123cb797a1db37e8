import { workToGrade } from '@halaqa/cms/services/courses/assessment/work-to-grade';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/teacher/to-grade/count → 200 {count}: the account menu's badge, read when the menu opens. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { count } = await workToGrade(tenantContext(context), actor);
  return json({ count });
});
