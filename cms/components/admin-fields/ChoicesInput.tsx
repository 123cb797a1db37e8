'use client';
import { useField } from '@payloadcms/ui';
import type { Messages } from '@halaqa/shared/i18n/index';
import { FieldFrame, type FramedField } from './FieldFrame';

export type ChoicesTexts = Messages['editorsAdmin']['fields']['choices'];
export interface Choice {
  value: string;
  label: string;
}

/** The chosen values, in the order chosen; what the list holds but `choices` no longer offer is shown as removed. */
function chosenOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * A JSON list of ids as ticks beside names (the home page's courses, the lessons visitors see,
 * the work a certificate counts). `ordered` says the order of ticking matters and shows it;
 * `everything` offers the list's "all of them" value (a certificate's '*') as a first choice.
 */
export function ChoicesInput({ field, choices, texts, ordered = false, everything }: { field: FramedField; choices: Choice[]; texts: ChoicesTexts; ordered?: boolean; everything?: { value: string; label: string } }) {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path: field.path });
  const all = everything !== undefined && value === everything.value;
  const chosen = chosenOf(value);
  const known = new Map(choices.map((choice) => [choice.value, choice.label]));
  const nameOf = (id: string) => known.get(id) ?? texts.unknown.replace('{{id}}', id);
  const offered = [...choices, ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: nameOf(id) }))];

  const toggle = (id: string, on: boolean) => setValue(on ? [...chosen.filter((kept) => kept !== id), id] : chosen.filter((kept) => kept !== id));

  return (
    <FieldFrame field={field} showError={showError} errorMessage={errorMessage}>
      {everything && (
        <div className="halaqa-choices__mode" role="radiogroup">
          <label>
            <input type="radio" name={`${field.path}-mode`} checked={all} onChange={() => setValue(everything.value)} />
            {everything.label}
          </label>
          <label>
            <input type="radio" name={`${field.path}-mode`} checked={!all} onChange={() => setValue([])} />
            {texts.onlyThese}
          </label>
        </div>
      )}
      {offered.length === 0 ? (
        <p className="halaqa-field__empty">{texts.none}</p>
      ) : (
        <ul className="halaqa-choices">
          {offered.map((choice) => (
            <li key={choice.value}>
              <label>
                <input type="checkbox" disabled={all} checked={!all && chosen.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
                {choice.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      {ordered && !all && chosen.length > 1 && (
        <div className="halaqa-field__hint">
          {texts.chosenOrder}
          <ol>
            {chosen.map((id) => (
              <li key={id}>{nameOf(id)}</li>
            ))}
          </ol>
        </div>
      )}
    </FieldFrame>
  );
}
