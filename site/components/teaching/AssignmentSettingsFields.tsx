import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormField } from '../auth/FormField';
import { isoOfLocalInput, localInputOf } from './local-date-input';

/** Used when the maximum grade is left empty (learning-content §9: max_grade defaults to 100). */
const DEFAULT_MAX_GRADE = 100;

/**
 * The assignment settings of an assignment or mixed lesson in the lesson editor: instructions,
 * maximum grade and an optional due date. Plain form fields; `assignmentSettingsOf` reads them
 * back from the editor's form data.
 */
export function AssignmentSettingsFields({ settings, t }: { settings?: TMaterial['assignment_settings']; t: Translate }) {
  return (
    <fieldset>
      <legend>{t('assessment.assignment.settings')}</legend>
      <label className="field">
        <span className="field-label">{t('assessment.assignment.instructionsField')}</span>
        <textarea name="assignmentInstructions" rows={5} defaultValue={settings?.instructions ?? ''} maxLength={20_000} />
      </label>
      <div className="field-row">
        <FormField name="assignmentMaxGrade" type="number" min={1} step="any" dir="ltr" label={t('assessment.assignment.maxGradeField')} defaultValue={String(settings?.max_grade ?? DEFAULT_MAX_GRADE)} />
        <FormField name="assignmentDueDate" type="datetime-local" dir="ltr" label={t('assessment.assignment.dueDateField')} defaultValue={localInputOf(settings?.dueDate)} />
      </div>
    </fieldset>
  );
}

/** The lesson's `assignment_settings` from the editor's form (every field sent, so clearing the due date clears it). */
export function assignmentSettingsOf(data: FormData): TMaterial['assignment_settings'] {
  const maxGrade = String(data.get('assignmentMaxGrade') ?? '').trim();
  return {
    instructions: String(data.get('assignmentInstructions') ?? ''),
    max_grade: maxGrade === '' ? DEFAULT_MAX_GRADE : Number(maxGrade),
    dueDate: isoOfLocalInput(String(data.get('assignmentDueDate') ?? '')),
  };
}
