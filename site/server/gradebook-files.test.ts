import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TGradebook } from '@halaqa/shared/api-contract/course-analytics';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { attachmentDisposition, gradebookCsv, gradebookXlsx, neutraliseFormula } from './gradebook-files';

const GRADEBOOK: TGradebook = {
  course: { id: 'c1', name: 'التجويد' },
  items: [
    { lessonId: 'q', lesson: 'اختبار المخارج', kind: 'quiz', maxScore: 5 },
    { lessonId: 'e', lesson: '=Essay', kind: 'assignment', maxScore: 20 },
  ],
  students: [
    { id: 'a', name: 'أمينة صالح', email: 'amina@example.com', scores: [{ status: 'scored', score: 4 }, { status: 'awaiting', score: null }] },
    { id: 'b', name: '=HYPERLINK("http://evil.example","x")', email: '@b@example.com', scores: [{ status: 'none', score: null }, { status: 'scored', score: 18 }] },
  ],
};

describe('formula neutralising', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+201012345678', "'+201012345678"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Amina = top', 'Amina = top'],
    ['أمينة', 'أمينة'],
    ['', ''],
  ])('%j → %j', (given, expected) => {
    expect(neutraliseFormula(given)).toBe(expected);
  });
});

describe('the gradebook as CSV', () => {
  it('starts with a byte order mark, keeps Arabic, neutralises formulas and writes scores as numbers', () => {
    const csv = gradebookCsv(GRADEBOOK, translatorFor('ar'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'الطالب,البريد الإلكتروني,اختبار المخارج (اختبار، من ٥),\'=Essay (واجب، من ٢٠)',
      'أمينة صالح,amina@example.com,4,بانتظار التصحيح',
      '"\'=HYPERLINK(""http://evil.example"",""x"")",\'@b@example.com,,18',
      '',
    ]);
  });
});

describe('the gradebook as XLSX', () => {
  it('holds the same table, text as text, right to left in Arabic', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await gradebookXlsx(GRADEBOOK, translatorFor('ar'), 'ar')) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('سجل الدرجات');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const rows = [1, 2, 3].map((row) => (sheet.getRow(row).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['الطالب', 'البريد الإلكتروني', 'اختبار المخارج (اختبار، من ٥)', '=Essay (واجب، من ٢٠)'],
      ['أمينة صالح', 'amina@example.com', 4, 'بانتظار التصحيح'],
      ['=HYPERLINK("http://evil.example","x")', '@b@example.com', undefined, 18],
    ]);
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
  });

  it('runs left to right in English', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await gradebookXlsx(GRADEBOOK, translatorFor('en'), 'en')) as never);
    expect(workbook.worksheets[0]!.views[0]).toMatchObject({ rightToLeft: false });
    expect(workbook.worksheets[0]!.name).toBe('Gradebook');
  });
});

describe('the download’s file name', () => {
  it('keeps an Arabic name in filename* and gives an ASCII fallback', () => {
    expect(attachmentDisposition('التجويد - سجل الدرجات', 'csv')).toBe(
      `attachment; filename="gradebook.csv"; filename*=UTF-8''${encodeURIComponent('التجويد - سجل الدرجات.csv')}`,
    );
  });

  it('leaves out what no file system or header takes', () => {
    expect(attachmentDisposition('Tajweed "1/2": intro\r\n - gradebook', 'xlsx')).toBe(
      `attachment; filename="Tajweed-12-intro-gradebook.xlsx"; filename*=UTF-8''Tajweed%2012%20intro%20-%20gradebook.xlsx`,
    );
    expect(attachmentDisposition("Qur'an (1)*", 'csv')).toBe(`attachment; filename="Qur-an-(1).csv"; filename*=UTF-8''Qur%27an%20%281%29.csv`);
  });
});
