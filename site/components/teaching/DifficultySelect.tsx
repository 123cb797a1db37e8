import type { Translate } from '@halaqa/shared/i18n/index';
import { DIFFICULTIES } from '@halaqa/shared/schemas/courses';

/** The level of a course or a lesson (form field `difficulty`); "not set" sends an empty value. */
export function DifficultySelect({ t, defaultValue }: { t: Translate; defaultValue: string | null | undefined }) {
  return (
    <label className="field">
      <span className="field-label">{t('teaching.difficulty')}</span>
      <select name="difficulty" defaultValue={defaultValue ?? ''}>
        <option value="">{t('teaching.noDifficulty')}</option>
        {DIFFICULTIES.map((level) => (
          <option key={level} value={level}>
            {t(`teaching.difficulties.${level}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
