import { z } from 'zod';

/** A student's report of a problem with a lesson (issue #14): a short text, nothing else. */
export const PROBLEM_REPORT_MAX = 1000;

const invalid = { error: 'validation.problemReportText' } as const;

export const ZProblemReportRequest = z.strictObject(
  { text: z.string(invalid).trim().min(1, invalid).max(PROBLEM_REPORT_MAX, invalid) },
  { error: 'validation.notEditable' },
);
export type TProblemReportRequest = z.infer<typeof ZProblemReportRequest>;
