import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a person would see of a PDF: its first page's pixels, its text and its page count. */
export interface ReadPdf {
  pages: number;
  /** The first page rendered at 40 dpi. */
  width: number;
  height: number;
  /** The share of the first page's pixels that are ink (darker than light grey), 0–1. */
  inked: number;
  /** The text, in reading order, without bidirectional control marks. */
  text: string;
}

/** A PGM (P5) image's size and grey bytes, as pdftoppm -gray writes it. */
function parsePgm(file: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a greyscale PGM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: file.subarray(header[0].length) };
}

/**
 * Reads a PDF back with poppler-utils (pdftoppm, pdftotext, pdfinfo; the test runner installs
 * them): a blank page, a page of boxes where letters should be, or a missing name all show.
 */
export function readPdf(bytes: Uint8Array): ReadPdf {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    fs.writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-r', '40', '-gray', '-singlefile', '-f', '1', '-l', '1', file, path.join(folder, 'page')]);
    const { width, height, pixels } = parsePgm(fs.readFileSync(path.join(folder, 'page.pgm')));
    const inked = pixels.filter((value) => value < 160).length / pixels.length;
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
    return { pages, width, height, inked, text };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
