import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { TGradebook } from '@halaqa/shared/api-contract/course-analytics';
import type { Language, Translate } from '@halaqa/shared/i18n/index';

/**
 * A course's gradebook as the files its page downloads (issue #14): CSV that Excel opens with
 * Arabic intact, and an XLSX workbook. One table for both: a row of headings (student, email,
 * then each quiz and assignment with its maximum), then a row per student.
 */

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | null;

function tableOf(gradebook: TGradebook, t: Translate): Cell[][] {
  const headings = [
    t('courseAnalytics.student'),
    t('courseAnalytics.email'),
    ...gradebook.items.map((item) => t(item.kind === 'quiz' ? 'courseAnalytics.quizItem' : 'courseAnalytics.assignmentItem', { lesson: item.lesson, max: item.maxScore })),
  ];
  const rows = gradebook.students.map((student) => [
    student.name,
    student.email,
    // Nothing handed in: an empty cell.
    ...student.scores.map((score): Cell => (score.status === 'scored' ? score.score : score.status === 'awaiting' ? t('courseAnalytics.awaiting') : null)),
  ]);
  return [headings, ...rows];
}

/**
 * Text a spreadsheet would run as a formula (=, +, - or @ first, or a tab or carriage return
 * that some programs skip before one) gets an apostrophe in front, so it stays text (OWASP,
 * "CSV injection"). Numbers are written as numbers and left alone.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** UTF-8 with a byte order mark (without it Excel reads Arabic as Latin-1), CRLF between rows. */
export function gradebookCsv(gradebook: TGradebook, t: Translate): string {
  return stringify(tableOf(gradebook, t), { bom: true, record_delimiter: 'windows', cast: { string: neutraliseFormula } });
}

/**
 * The same table as a workbook. Its cells are typed (text stays text, never a formula), so names
 * go in as written; in Arabic the sheet runs right to left.
 */
export async function gradebookXlsx(gradebook: TGradebook, t: Translate, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(t('courseAnalytics.sheetName').replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1, rightToLeft: language === 'ar' }],
  });
  const [headings = [], ...rows] = tableOf(gradebook, t);
  sheet.addRow(headings).font = { bold: true };
  sheet.addRows(rows);
  for (let column = 1; column <= headings.length; column += 1) sheet.getColumn(column).width = column <= 2 ? 28 : 18;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `attachment` with a file name after the course: `filename*` in UTF-8 (RFC 6266/5987) for
 * browsers, which keep an Arabic name, and a plain ASCII `filename` for the rest. Characters no
 * file system takes are left out of both.
 */
export function attachmentDisposition(baseName: string, extension: string): string {
  const safe = baseName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').replace(/\s+/g, ' ').trim() || 'gradebook';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '').replace(/[\s';%-]+/g, '-').replace(/^-+|-+$/g, '') || 'gradebook';
  const encoded = encodeURIComponent(`${safe}.${extension}`).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
