import { catalogues, type Messages } from '@halaqa/shared/i18n/index';
import type { Field } from 'payload';
import type { Language } from '@halaqa/shared/i18n/languages';

type Labelled = keyof Messages['editorsAdmin']['collections'];

/**
 * A text of the editors' admin in each of the site's languages, from the site's catalogue:
 * Payload shows the one of the editor's language (issue #14), so the admin and the site use the
 * same words.
 */
export function inEveryLanguage(pick: (messages: Messages) => string): Record<Language, string> {
  return { ar: pick(catalogues.ar), en: pick(catalogues.en), es: pick(catalogues.es), fr: pick(catalogues.fr) };
}

/** A collection's names, singular and plural, in every language. */
export function collectionLabels(collection: Labelled): { singular: Record<Language, string>; plural: Record<Language, string> } {
  return {
    singular: inEveryLanguage((messages) => messages.editorsAdmin.collections[collection].singular),
    plural: inEveryLanguage((messages) => messages.editorsAdmin.collections[collection].plural),
  };
}

type FieldLabels = Messages['editorsAdmin']['fields']['labels'];
type LabelledCollection = keyof FieldLabels;

/** The catalogue's text at `key` of `table` in every language, or nothing when English has none. */
function textInEveryLanguage(pick: (messages: Messages) => Record<string, string>, key: string): Record<Language, string> | undefined {
  return key in pick(catalogues.en) ? inEveryLanguage((messages) => pick(messages)[key]!) : undefined;
}

/**
 * Where a select field's options are named, by the field's path in its collection: the words the
 * site already uses for them, so a level or a right reads the same in the admin as on the site.
 */
const OPTION_NAMES: Record<string, (messages: Messages) => Record<string, string>> = {
  'tenants/plan': (messages) => messages.plans.names,
  'tenants/siteLang': (messages) => messages.languages,
  'courses/price/per': (messages) => messages.teaching.priceUnits,
  'courses/difficulty': (messages) => messages.teaching.difficulties,
  'materials/difficulty': (messages) => messages.teaching.difficulties,
  'materials/type': (messages) => messages.teaching.lessonTypes,
  'materials/completion/logic': (messages) => ({ all: messages.teaching.rules.all, any: messages.teaching.rules.any }),
  'materials/completion/rules/type': (messages) => messages.teaching.rules.types,
  'users/role/role': (messages) => ({ owner: messages.users.roles.owner, admin: messages.users.roles.admin, user: messages.users.roles.student }),
  'users/role/rights': (messages) => messages.users.rights,
};

/** A select field's options named in every language, where OPTION_NAMES knows them. */
function namedOptions(field: Field, key: string): Field {
  const names = OPTION_NAMES[key];
  if (field.type !== 'select' || !names) return field;
  const options = field.options.map((option) => {
    const value = typeof option === 'string' ? option : option.value;
    return { value, label: inEveryLanguage((messages) => names(messages)[value] ?? value) };
  });
  return { ...field, options };
}

/**
 * `fields` with their labels, and descriptions where the catalogue has one, in every language
 * (editorsAdmin.fields, keyed by the field's path with `/` between names), and select options
 * named as the site names them (OPTION_NAMES). Rows and collapsibles
 * add no name to the path; groups and arrays do.
 */
export function withFieldLabels(collection: LabelledCollection, fields: Field[], parent = ''): Field[] {
  return fields.map((field): Field => {
    if (!('name' in field)) {
      return 'fields' in field ? ({ ...field, fields: withFieldLabels(collection, field.fields, parent) } as Field) : field;
    }
    const path = parent ? `${parent}/${field.name}` : field.name;
    const label = textInEveryLanguage((messages) => messages.editorsAdmin.fields.labels[collection], path);
    const description = textInEveryLanguage((messages) => messages.editorsAdmin.fields.descriptions, `${collection}/${path}`);
    const labelled = {
      ...namedOptions(field, `${collection}/${path}`),
      ...(label && { label }),
      ...(description && { admin: { ...field.admin, description } }),
    } as Field;
    return 'fields' in labelled && 'name' in labelled ? ({ ...labelled, fields: withFieldLabels(collection, labelled.fields, path) } as Field) : labelled;
  });
}
