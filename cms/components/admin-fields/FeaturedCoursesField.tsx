import type { JSONFieldServerProps } from 'payload';
import { coursesOfSite } from './choice-options';
import { ChoicesInput } from './ChoicesInput';
import { fieldTextsFor } from './field-texts';
import { framedField } from './framed-field';

/** A site's courses the home page shows first, ticked in the order they are to come. */
export default async function FeaturedCoursesField({ clientField, path, i18n, req, id }: JSONFieldServerProps) {
  const texts = fieldTextsFor(i18n).choices;
  return <ChoicesInput field={framedField(clientField, path)} choices={await coursesOfSite(req, id === undefined ? undefined : String(id))} texts={texts} ordered />;
}
