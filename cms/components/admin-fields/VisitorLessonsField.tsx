import type { JSONFieldServerProps } from 'payload';
import { lessonChoices } from './choice-options';
import { ChoicesInput } from './ChoicesInput';
import { fieldTextsFor } from './field-texts';
import { framedField } from './framed-field';

/** A course's lessons listed on its page for visitors (showmaterial). */
export default async function VisitorLessonsField({ clientField, path, i18n, req, id }: JSONFieldServerProps) {
  const texts = fieldTextsFor(i18n).choices;
  return <ChoicesInput field={framedField(clientField, path)} choices={await lessonChoices(req, id === undefined ? undefined : String(id))} texts={texts} />;
}
