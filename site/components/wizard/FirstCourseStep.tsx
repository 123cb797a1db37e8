import { FormField } from '../auth/FormField';
import { ImagePicker } from './ImagePicker';
import type { StepProps } from './step-props';
import { TextAreaField } from './TextAreaField';

/** Step 4: the first course's name, description and cover photo (16:9). Without a name no course is created. */
export function FirstCourseStep({ values, update, t }: StepProps) {
  return (
    <>
      <p className="muted">{t('wizard.courseIntro')}</p>
      <FormField name="courseName" label={t('wizard.courseName')} value={values.courseName} maxLength={150} onChange={(event) => update('courseName', event.target.value)} />
      <TextAreaField
        name="courseDescription"
        label={t('wizard.courseDescription')}
        value={values.courseDescription}
        maxLength={1000}
        onChange={(event) => update('courseDescription', event.target.value)}
      />
      <ImagePicker
        id="wizard-course-photo"
        label={t('wizard.coursePhoto')}
        hint={t('wizard.coverHint')}
        value={values.coursePhoto}
        onChange={(key) => update('coursePhoto', key)}
        segment="courses"
        shape="wide"
        t={t}
      />
    </>
  );
}
