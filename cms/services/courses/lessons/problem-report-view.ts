import type { TProblemReport } from '@halaqa/shared/api-contract/problem-reports';
import type { ProblemReport } from '../../../payload-types';
import { idOf } from '../../context';
import { peopleByIds } from '../people/people-by-ids';

/**
 * Problem reports (issue #14, our design: the spec has none): a registered student tells the
 * course's managers what is wrong with a lesson they may open; the managers read them on the
 * course editor. Stored in their own tenant-scoped collection, closed to Payload's REST.
 */

export function viewOf(report: ProblemReport, lessonName: (id: string) => string, personOf: Awaited<ReturnType<typeof peopleByIds>>): TProblemReport {
  const lessonId = idOf(report.material)!;
  return { id: report.id, text: report.text, date: report.createdAt, lesson: { id: lessonId, name: lessonName(lessonId) }, student: personOf(idOf(report.user)) };
}
