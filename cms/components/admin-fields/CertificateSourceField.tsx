import type { JSONFieldServerProps } from 'payload';
import { gradedWorkChoices } from './choice-options';
import { ChoicesInput } from './ChoicesInput';
import { fieldTextsFor } from './field-texts';
import { framedField } from './framed-field';

/** The graded work a course's certificate counts: all of it ('*') or the quizzes and assignments ticked. */
export default async function CertificateSourceField({ clientField, path, i18n, req, id }: JSONFieldServerProps) {
  const texts = fieldTextsFor(i18n).choices;
  const choices = await gradedWorkChoices(req, id === undefined ? undefined : String(id), texts);
  return <ChoicesInput field={framedField(clientField, path)} choices={choices} texts={texts} everything={{ value: '*', label: texts.everyGraded }} />;
}
