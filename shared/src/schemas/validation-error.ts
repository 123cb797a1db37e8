import type { z } from 'zod';

/** The first problem of a failed parse, as the field it concerns and its catalogue key. */
export interface FirstIssue {
  field: string;
  messageKey: string;
}

export function firstIssueOf(error: z.ZodError): FirstIssue {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  const isCatalogueKey = issue?.message.startsWith('validation.');
  return { field, messageKey: isCatalogueKey ? issue!.message : 'validation.invalidField' };
}

/** Every field's first problem, for showing messages beside form inputs. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!(field in byField)) {
      byField[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalidField';
    }
  }
  return byField;
}
