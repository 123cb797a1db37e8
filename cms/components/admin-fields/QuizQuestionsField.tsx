import { FieldLabel } from '@payloadcms/ui';
import type { JSONFieldServerProps } from 'payload';
import { lessonEditorPath } from '@halaqa/shared/manager-paths';
import { ZQuiz } from '@halaqa/shared/schemas/assessment';
import { fieldTextsFor, fieldTranslatorFor } from './field-texts';
import { siteAddress } from './site-address';

/**
 * A lesson's quiz questions, read as a student would see them with the right answers marked,
 * and a link to the site's quiz editor, where questions are written: it checks each rule as the
 * teacher types, which a JSON box here could not. (Saving the lesson here keeps them as they are.)
 */
export default async function QuizQuestionsField({ clientField, path, i18n, data, value, id }: JSONFieldServerProps) {
  const texts = fieldTextsFor(i18n).quiz;
  const parsed = ZQuiz.safeParse(value ?? data?.quiz ?? []);
  const questions = parsed.success ? parsed.data : [];
  const courseId = typeof data?.course === 'string' ? data.course : undefined;
  return (
    <section className="field-type halaqa-field">
      <FieldLabel as="h3" label={clientField.label} path={path} />
      <p>{questions.length === 0 ? texts.empty : fieldTranslatorFor(i18n)('editorsAdmin.fields.quiz.count', { count: questions.length })}</p>
      <ol className="halaqa-quiz">
        {questions.map((question, index) => (
          <li key={index}>
            <p>
              <strong>{question.text}</strong> <span className="halaqa-field__hint">({texts.types[question.type]})</span>
            </p>
            {question.type === 'text' ? (
              <p className="halaqa-field__hint">{`${texts.correct}: ${(question.correct as string[]).join(' / ')}`}</p>
            ) : (
              <ul>
                {(question.options ?? []).map((option, optionIndex) => (
                  <li key={optionIndex}>
                    {option}
                    {(question.correct as number[]).includes(optionIndex) && <span className="halaqa-quiz__correct"> ✓ {texts.correct}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {courseId && id !== undefined && (
        <a className="btn btn--style-secondary btn--size-small" href={`${await siteAddress()}${lessonEditorPath(courseId, String(id))}`}>
          {texts.editOnSite}
        </a>
      )}
    </section>
  );
}
