import { useState } from 'react';
import {
  BASE_RULE_OF,
  COMPLETION_RULE_TYPES,
  removalBlockedBy,
  rulesToAdd,
  type CompletionRuleType,
  type CompletionRules,
} from '@halaqa/shared/completion-rules';
import type { Translate } from '@halaqa/shared/i18n/index';

interface CompletionRulesEditorProps {
  value: CompletionRules;
  onChange: (rules: CompletionRules) => void;
  t: Translate;
  disabled?: boolean;
}

const SCORED = new Set<CompletionRuleType>(['quizScore', 'assignmentGraded']);

/**
 * The lesson's completion rules (learning-content §4): all or any; a type at most once; adding
 * a dependent rule offers to add its base rule too; a base rule cannot be removed while a rule
 * depends on it; quiz and assignment scores take a minimum.
 */
export function CompletionRulesEditor({ value, onChange, t, disabled }: CompletionRulesEditorProps) {
  const [choice, setChoice] = useState<CompletionRuleType | ''>('');
  const [offer, setOffer] = useState<CompletionRuleType[] | null>(null);
  const present = new Set(value.rules.map((rule) => rule.type));
  const addable = COMPLETION_RULE_TYPES.filter((type) => !present.has(type));

  function add(types: CompletionRuleType[]) {
    onChange({ ...value, rules: [...value.rules, ...types.map((type) => ({ type, minScore: SCORED.has(type) ? 50 : null }))] });
    setOffer(null);
    setChoice('');
  }

  function requestAdd() {
    if (!choice) return;
    const needed = rulesToAdd(value.rules, choice);
    if (needed.length > 1) setOffer(needed);
    else add(needed);
  }

  return (
    <fieldset className="rules-editor" disabled={disabled}>
      <legend>{t('teaching.rules.title')}</legend>
      <label className="field">
        <span className="field-label">{t('teaching.rules.logic')}</span>
        <select value={value.logic} onChange={(event) => onChange({ ...value, logic: event.target.value as CompletionRules['logic'] })}>
          <option value="all">{t('teaching.rules.all')}</option>
          <option value="any">{t('teaching.rules.any')}</option>
        </select>
      </label>
      {value.rules.length === 0 ? <p className="muted">{t('teaching.rules.none')}</p> : null}
      <ul className="rules-list">
        {value.rules.map((rule, index) => {
          const blockedBy = removalBlockedBy(value.rules, rule.type);
          return (
            <li key={rule.type} data-testid={`rule-${rule.type}`}>
              <span>{t(`teaching.rules.types.${rule.type}`)}</span>
              {SCORED.has(rule.type) ? (
                <label className="inline-field">
                  <span>{t('teaching.rules.minScore')}</span>
                  <input
                    type="number"
                    min={0}
                    max={100}
                    value={rule.minScore ?? 0}
                    dir="ltr"
                    onChange={(event) =>
                      onChange({ ...value, rules: value.rules.map((other, at) => (at === index ? { ...other, minScore: Number(event.target.value) } : other)) })
                    }
                  />
                </label>
              ) : null}
              <button
                type="button"
                className="secondary"
                disabled={Boolean(blockedBy)}
                title={blockedBy ? t('teaching.rules.blocked', { rule: t(`teaching.rules.types.${blockedBy}`) }) : undefined}
                onClick={() => onChange({ ...value, rules: value.rules.filter((_, at) => at !== index) })}
              >
                {t('teaching.rules.remove')}
              </button>
              {blockedBy ? <span className="muted">{t('teaching.rules.blocked', { rule: t(`teaching.rules.types.${blockedBy}`) })}</span> : null}
            </li>
          );
        })}
      </ul>
      {addable.length > 0 ? (
        <div className="field-row">
          <label className="field">
            <span className="field-label">{t('teaching.rules.add')}</span>
            <select value={choice} onChange={(event) => setChoice(event.target.value as CompletionRuleType)}>
              <option value="">{t('teaching.rules.choose')}</option>
              {addable.map((type) => (
                <option key={type} value={type}>
                  {t(`teaching.rules.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="secondary" onClick={requestAdd} disabled={!choice}>
            {t('teaching.rules.addButton')}
          </button>
        </div>
      ) : null}
      {offer ? (
        <div className="notice" role="alertdialog" aria-labelledby="rule-offer-text">
          <p id="rule-offer-text">
            {t('teaching.rules.needsBase', { rule: t(`teaching.rules.types.${offer[1]}`), base: t(`teaching.rules.types.${BASE_RULE_OF[offer[1]!]}`) })}
          </p>
          <button type="button" onClick={() => add(offer)}>
            {t('teaching.rules.addBoth')}
          </button>
          <button type="button" className="secondary" onClick={() => setOffer(null)}>
            {t('teaching.cancel')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
