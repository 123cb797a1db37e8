import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import { CERT_NEVER } from '@halaqa/shared/certificate-eligibility';
import type { Course } from '../../payload-types';
import { stringList } from '../courses/catalogue/course-shape';

/** A course's stored certConfig as the contract's cert_config, read exactly as GET /api/courses/{id} shows it. */
export function certConfigOf(course: Course): TCourse['cert_config'] {
  return { score: course.certConfig?.score ?? CERT_NEVER, source: course.certConfig?.source === '*' ? '*' : stringList(course.certConfig?.source) };
}
