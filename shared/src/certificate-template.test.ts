import { describe, expect, it } from 'vitest';
import { certificateDocument, certificateValues, defaultCertificateTemplate, fillCertificateTemplate, type CertificateValues } from './certificate-template';
import { translatorFor } from './i18n/index';

const VALUES: CertificateValues = {
  courseName: 'Tajweed',
  serviceName: '',
  userName: 'Mona <b>Hassan</b> & "friends"',
  grade: '45',
  possible: '50',
  percent: '90%',
  date: '1 March 2026',
  verifyUrl: 'http://acme.localhost/certificates/abc',
};

describe('filling a certificate template', () => {
  it('replaces every placeholder, with or without spaces inside the braces', () => {
    expect(fillCertificateTemplate('<p>{{courseName}} · {{ grade }} · {{percent}} · [{{serviceName}}]</p>', VALUES)).toBe('<p><bdi>Tajweed</bdi> · 45 · 90% · []</p>');
  });

  it('escapes the values, so a name is text and never markup', () => {
    expect(fillCertificateTemplate('<h1>{{userName}}</h1>', VALUES)).toBe('<h1><bdi>Mona &#60;b&#62;Hassan&#60;/b&#62; &#38; &#34;friends&#34;</bdi></h1>');
  });

  it('leaves an unknown placeholder as written, so a typo shows', () => {
    expect(fillCertificateTemplate('{{username}} {{userName}}', { ...VALUES, userName: 'Ali' })).toBe('{{username}} <bdi>Ali</bdi>');
  });

  it('isolates a name in the text from the sentence around it, but not inside an attribute', () => {
    const arabic = { ...VALUES, userName: 'منى حسن', courseName: 'التجويد' };
    expect(fillCertificateTemplate('<p>Awarded to {{userName}}, for {{courseName}}.</p>', arabic)).toBe('<p>Awarded to <bdi>منى حسن</bdi>, for <bdi>التجويد</bdi>.</p>');
    expect(fillCertificateTemplate('<img alt="{{userName}}" src="/files/public/a.png">{{grade}}', arabic)).toBe('<img alt="منى حسن" src="/files/public/a.png">45');
  });
});

describe('certificate values in a language', () => {
  const facts = { courseName: 'C', userName: 'U', grade: 45.5, possible: 50, percent: 91, issuedAt: '2026-03-01T10:00:00.000Z', verifyUrl: 'http://x/certificates/c' };

  it('writes numbers, the percent sign and the date as the language does', () => {
    expect(certificateValues(facts, 'en')).toMatchObject({ grade: '45.5', percent: '91%', date: 'March 1, 2026', serviceName: '' });
    expect(certificateValues(facts, 'fr').date).toBe('1 mars 2026');
    expect(certificateValues(facts, 'ar').date).toContain('مارس');
  });

  it('writes Arabic in Arabic-Indic digits throughout, as the rest of the site does (issue #44)', () => {
    const points = { ...facts, grade: 11, possible: 13, percent: 84.6 };
    expect(certificateValues(points, 'ar')).toMatchObject({ grade: '١١', possible: '١٣', percent: '٨٤٫٦٪؜' });
    expect(certificateValues(points, 'ar').date).toMatch(/^[٠-٩]+ مارس [٠-٩]+$/);
    expect(certificateValues(points, 'en')).toMatchObject({ grade: '11', possible: '13', percent: '84.6%' });
  });

  it('leaves the grade and percent empty when nothing graded counted', () => {
    expect(certificateValues({ ...facts, grade: null, possible: null, percent: null }, 'en')).toMatchObject({ grade: '', possible: '', percent: '' });
  });
});

describe('the default design', () => {
  it('is in the reader’s language, with the placeholders kept for filling', () => {
    const ar = defaultCertificateTemplate(translatorFor('ar'), { withGrade: true });
    expect(ar).toContain('شهادة إتمام');
    expect(ar).toContain('{{userName}}');
    expect(ar).toContain('{{grade}}');
    expect(defaultCertificateTemplate(translatorFor('en'), { withGrade: true })).toContain('Certificate of Completion');
  });

  it('says the points out of those there were to earn, "11 of 13 points (84.6%)" (issue #44)', () => {
    const en = translatorFor('en');
    const filled = fillCertificateTemplate(defaultCertificateTemplate(en, { withGrade: true }), { ...VALUES, grade: '11', possible: '13', percent: '84.6%' });
    expect(filled).toContain('Grade: 11 of 13 points (84.6%)');
    // A certificate issued before the points possible were kept says what it knows.
    expect(fillCertificateTemplate(defaultCertificateTemplate(en, { withGrade: true, withPossible: false }), { ...VALUES, grade: '11', possible: '', percent: '84.6%' })).toContain('Grade: 11 points (84.6%)');
  });

  it('leaves out the grade line when nothing was graded', () => {
    expect(defaultCertificateTemplate(translatorFor('en'), { withGrade: false })).not.toContain('{{grade}}');
  });
});

describe('the printable page', () => {
  it('is A4 landscape, in the given language and direction, and loads images only from its base', () => {
    const page = certificateDocument({ body: '<p>x</p>', language: 'ar', direction: 'rtl', baseUrl: 'http://certificate.invalid/' });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('size: A4 landscape');
    expect(page).toContain('img-src data: http://certificate.invalid/;');
    expect(page).toContain('<base href="http://certificate.invalid/">');
  });
});
