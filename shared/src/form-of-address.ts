import { settingsOf } from './settings-string';

/**
 * How texts about a person agree with them where the language needs it (issue #44, items 8 and
 * 14): Arabic verbs ("التحق" / "التحقت", "أتمّ" / "أتمّت") and French participles ("inscrit" /
 * "inscrite"). A person says it in their settings (`"addressAs": "feminine"`); left unsaid, texts
 * take the grammatical default, the masculine, as these languages themselves do.
 *
 * The catalogues hold the feminine form beside the default one as `{key}_feminine`, and i18next's
 * `context` option picks it (falling back to `{key}` where a language has no such form).
 */
export const FORMS_OF_ADDRESS = ['feminine', 'masculine'] as const;
export type FormOfAddress = (typeof FORMS_OF_ADDRESS)[number];

export const isFormOfAddress = (value: unknown): value is FormOfAddress => FORMS_OF_ADDRESS.includes(value as never);

/** The form a settings string (platform-core §3) asks for; undefined when unsaid or unreadable. */
export function formOfAddressOf(settings: string | null | undefined): FormOfAddress | undefined {
  const value = settingsOf(settings).addressAs;
  return isFormOfAddress(value) ? value : undefined;
}

/** The translation options that make a text agree with a person who asks for `form`. */
export function agreeingWith(form: FormOfAddress | undefined): { context?: 'feminine' } {
  return form === 'feminine' ? { context: 'feminine' } : {};
}
