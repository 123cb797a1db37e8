import { courseGradebook } from '@halaqa/cms/services/courses/analytics/course-gradebook';
import { ZGradebookQuery } from '@halaqa/shared/api-contract/course-analytics';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { attachmentDisposition, CSV_TYPE, gradebookCsv, gradebookXlsx, XLSX_TYPE } from '@site/server/gradebook-files';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';
import { readQuery } from '@site/server/query';

/**
 * GET /api/teacher/courses/{id}/gradebook[?format=json|csv|xlsx] → 200 the course's gradebook, as
 * JSON or as a download named after the course, in the caller's language.
 */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { format } = readQuery(context, ZGradebookQuery);
  const gradebook = await courseGradebook(tenantContext(context), actor, idParam(context));
  if (format === 'json') return json(gradebook);
  const { t, language } = context.locals;
  const body = format === 'csv' ? gradebookCsv(gradebook, t) : new Uint8Array(await gradebookXlsx(gradebook, t, language));
  return new Response(body, {
    headers: {
      'content-type': format === 'csv' ? CSV_TYPE : XLSX_TYPE,
      'content-disposition': attachmentDisposition(`${gradebook.course.name} - ${t('courseAnalytics.fileName')}`, format),
      // Students' names, emails and grades: never kept by a shared cache.
      'cache-control': 'private, no-store',
    },
  });
});
