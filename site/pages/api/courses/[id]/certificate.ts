import { requestCourseCertificate } from '@halaqa/cms/services/certificates/request-certificate';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/courses/{id}/certificate → 200 the certificate (issued once), or 403 with the reason. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await requestCourseCertificate(tenantContext(context), actor, idParam(context)));
});
