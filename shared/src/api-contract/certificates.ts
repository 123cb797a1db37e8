import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { type ApiCall, ZIdPath } from './common';

/** The certificates calls of learning-content §7 (issue #6). */

/** An issued certificate: names as they were when it was issued, and where to verify and print it. */
export const ZCertificate = z
  .object({
    id: z.string(),
    code: z.string().meta({ description: 'The public verification code (URL-safe, unique).' }),
    courseId: z.string(),
    courseName: z.string(),
    userName: z.string(),
    grade: z.number().nullable().meta({ description: 'Earned points of the counted quizzes and assignments; null when none counted.' }),
    percent: z.number().nullable().meta({ description: 'Earned ÷ possible × 100, one decimal; null when none counted.' }),
    possible: z.number().nullable().meta({ description: 'The points there were to earn (the certificate reads “11 of 13 points”); null when none counted, or on a certificate issued before it was kept.' }),
    issuedAt: z.string(),
    verifyUrl: z.string().meta({ description: 'The public verification page, /certificates/{code}.' }),
    pdfUrl: z.string().meta({ description: 'The certificate as an A4 landscape PDF, /certificates/{code}/pdf.' }),
  })
  .meta({ id: 'Certificate' });
export type TCertificate = z.infer<typeof ZCertificate>;

const { NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, NOT_ELIGIBLE } = AppErrorCode;

export const CERTIFICATES_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/courses/{id}/certificate',
    summary:
      'A registered student asks for the course’s certificate (`/api/{type}/{id}/certificate` with type courses). Issued once: asking again returns the same certificate. ' +
      'Refused with the reason (403) when cert_config does not grant it yet; course managers are never offered one.',
    pathParams: ZIdPath,
    reply: ZCertificate,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, NOT_ELIGIBLE],
  },
];
