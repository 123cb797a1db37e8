import { withPassMark, type CompletionRules } from '@halaqa/shared/completion-rules';
import type { Material } from '../../../payload-types';

export function rulesOf(material: Pick<Material, 'completion'>): CompletionRules {
  return {
    logic: material.completion?.logic ?? 'all',
    rules: (material.completion?.rules ?? []).map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })),
  };
}

/** The rules the lesson's completion is decided by: its own (or its type's), with its quiz's pass mark. */
export function completionRulesOf(material: Pick<Material, 'completion' | 'type' | 'quizSettings'>): CompletionRules {
  return withPassMark(rulesOf(material), material.type, material.quizSettings?.passMark);
}
