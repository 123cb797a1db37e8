import type { CompletionRules } from '@halaqa/shared/completion-rules';
import type { Material } from '../../../payload-types';

export function rulesOf(material: Pick<Material, 'completion'>): CompletionRules {
  return {
    logic: material.completion?.logic ?? 'all',
    rules: (material.completion?.rules ?? []).map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })),
  };
}
