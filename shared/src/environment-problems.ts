import type { z } from 'zod';

/**
 * An environment check's failure as an operator reads it: one line per bad variable, under a
 * heading naming what refused to start (`Invalid environment for the cms:` then
 * `  PAYLOAD_SECRET: PAYLOAD_SECRET is required in production…`).
 */
export function environmentProblems(heading: string, error: z.ZodError): string {
  return `${heading}:\n  ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`;
}
