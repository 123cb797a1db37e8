import type { z } from 'zod';

/** The first problem of a failed parse, as the field it concerns and its catalogue key. */
export interface FirstIssue {
  field: string;
  messageKey: string;
}

export function firstIssueOf(error: z.ZodError): FirstIssue {
  const issue = error.issues[0];
  const isCatalogueKey = issue?.message.startsWith('validation.');
  return { field: issue ? fieldOf(issue) : 'body', messageKey: isCatalogueKey ? issue!.message : 'validation.invalidField' };
}

/** The field an issue is about; a field the schema does not allow is named by its own key. */
function fieldOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0]) path.push(issue.keys[0]);
  return path.join('.') || 'body';
}

/** Every field's first problem, for showing messages beside form inputs. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue);
    if (!(field in byField)) {
      byField[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalidField';
    }
  }
  return byField;
}
