import { describe, expect, it } from 'vitest';
import { changedFields, formFieldOf } from './changed-fields';

describe('changedFields', () => {
  const saved = { siteName: 'Acme', themeColor: '#6200ee', blogVisible: false, displayCourses: 3 };

  it('keeps only what differs from the saved values', () => {
    expect(changedFields({ ...saved, siteName: 'Nile', blogVisible: true }, saved)).toEqual({ siteName: 'Nile', blogVisible: true });
  });

  it('sends an emptied field (the server says whether it may be empty) and nothing when nothing changed', () => {
    expect(changedFields({ ...saved, siteName: '' }, saved)).toEqual({ siteName: '' });
    expect(changedFields(saved, saved)).toEqual({});
  });
});

describe('formFieldOf', () => {
  it.each([
    ['settings.siteName', 'siteName'],
    ['settings.about.title', 'about.title'],
    ['body', null],
    [undefined, null],
  ])('%s is the field %s', (reply, field) => {
    expect(formFieldOf(reply)).toBe(field);
  });
});
