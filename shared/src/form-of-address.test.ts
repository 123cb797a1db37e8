import { describe, expect, it } from 'vitest';
import { agreeingWith, formOfAddressOf } from './form-of-address';
import { catalogues, LANGUAGES, translatorFor } from './i18n/index';

type Tree = { [key: string]: Tree | string };

/** Every `{key}_feminine` text of a catalogue, by its path ("certificates.design.completed"). */
function feminineForms(tree: Tree, prefix = '', found = new Map<string, { feminine: string; base: string | Tree | undefined }>()) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object') feminineForms(value, `${prefix}${key}.`, found);
    else if (key.endsWith('_feminine')) found.set(`${prefix}${key.slice(0, -'_feminine'.length)}`, { feminine: value, base: tree[key.slice(0, -'_feminine'.length)] });
  }
  return found;
}

describe('the form of address', () => {
  it('is read from the settings string, and anything else is the default', () => {
    expect(formOfAddressOf('{"addressAs":"feminine","darkMode":true}')).toBe('feminine');
    expect(formOfAddressOf('{"addressAs":"masculine"}')).toBe('masculine');
    for (const settings of ['{"addressAs":"plural"}', '{}', 'not json', null, undefined]) expect(formOfAddressOf(settings)).toBeUndefined();
  });

  it('makes an Arabic text about a woman take the feminine verb, and leaves the default one for anyone else', () => {
    const t = translatorFor('ar');
    expect(t('ownerNotifications.registrationOne', { name: 'ليلى', course: 'التجويد', ...agreeingWith('feminine') })).toBe('التحقت ليلى بدورة التجويد.');
    expect(t('ownerNotifications.registrationOne', { name: 'أحمد', course: 'التجويد', ...agreeingWith('masculine') })).toBe('التحق أحمد بدورة التجويد.');
    expect(t('ownerNotifications.registrationOne', { name: 'سلمى', course: 'التجويد', ...agreeingWith(undefined) })).toBe('التحق سلمى بدورة التجويد.');
    expect(t('certificates.design.completed', agreeingWith('feminine'))).toBe('قد أتمّت بنجاح دورة');
    expect(translatorFor('fr')('ownerNotifications.signUpOne', { name: 'Léa', ...agreeingWith('feminine') })).toBe('Léa s’est inscrite.');
  });

  it.each(LANGUAGES)('in %s, every feminine form stands beside its default text', (language) => {
    const forms = feminineForms(catalogues[language] as unknown as Tree);
    for (const [path, { base }] of forms) expect(typeof base, `${language} ${path}`).toBe('string');
  });

  it('gives Arabic a form of its own wherever it has one, since Arabic verbs always agree', () => {
    const forms = feminineForms(catalogues.ar as unknown as Tree);
    expect(forms.size).toBeGreaterThan(5);
    for (const [path, { feminine, base }] of forms) expect(feminine, path).not.toBe(base);
  });
});
