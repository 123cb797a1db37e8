// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import type { TTranscriptSegment } from '@halaqa/shared/schemas/courses';
import { TranscriptEditor, useTranscriptDraft, type TranscriptDraft } from './TranscriptEditor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ar = catalogues.ar;
let host: HTMLDivElement;
let draft: TranscriptDraft;

function Harness({ initial, videoSrc }: { initial: TTranscriptSegment[]; videoSrc?: string }) {
  draft = useTranscriptDraft(initial);
  return <TranscriptEditor draft={draft} videoSrc={videoSrc} t={translatorFor('ar')} />;
}

async function render(initial: TTranscriptSegment[], videoSrc?: string) {
  await act(async () => createRoot(host).render(<Harness initial={initial} videoSrc={videoSrc} />));
}

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  document.body.innerHTML = '';
});

const rows = () => [...host.querySelectorAll<HTMLLIElement>('[data-testid="transcript-row"]')];
const fieldOf = (row: number, field: 'start' | 'end' | 'text') => host.querySelector<HTMLInputElement>(`#${rows()[row]!.querySelector('input')!.id.replace(/-start$/, '')}-${field}`)!;
const button = (name: string, within: ParentNode = host) => [...within.querySelectorAll('button')].find((each) => each.textContent === name)!;
const described = (input: HTMLInputElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the transcript editor', () => {
  it('shows stored seconds as m:ss and gives them back as seconds', async () => {
    await render([
      { start: 0, end: 4.5, text: 'Bismillah' },
      { start: 65, end: 3725, text: 'Madd' },
    ]);
    expect(rows().map((_, row) => [fieldOf(row, 'start').value, fieldOf(row, 'end').value, fieldOf(row, 'text').value])).toEqual([
      ['0:00', '0:04.5', 'Bismillah'],
      ['1:05', '1:02:05', 'Madd'],
    ]);
    expect(draft.checked.segments).toEqual([
      { start: 0, end: 4.5, text: 'Bismillah' },
      { start: 65, end: 3725, text: 'Madd' },
    ]);
  });

  it('marks the row that breaks a rule with the spec’s message as the teacher types, and clears it when fixed', async () => {
    await render([
      { start: 0, end: 5, text: 'a' },
      { start: 5, end: 9, text: 'b' },
    ]);
    await type(fieldOf(1, 'start'), '0:04');
    expect(fieldOf(1, 'start').getAttribute('aria-invalid')).toBe('true');
    expect(described(fieldOf(1, 'start'))).toEqual([ar.validation.transcriptOverlap]);
    expect(fieldOf(0, 'start').getAttribute('aria-invalid')).toBe('false');
    expect(host.querySelector('[role="status"]')?.textContent).toBe(translatorFor('ar')('authoring.transcript.problems', { count: 1 }));
    expect(draft.checked.segments).toBeNull();

    await type(fieldOf(1, 'end'), '0:03');
    expect(described(fieldOf(1, 'end'))).toEqual([ar.validation.transcriptStartBeforeEnd]);
    expect(described(fieldOf(1, 'start'))).toEqual([ar.validation.transcriptStartBeforeEnd]);

    await type(fieldOf(1, 'start'), '0:05');
    await type(fieldOf(1, 'end'), '0:9');
    expect(described(fieldOf(1, 'end'))).toEqual([ar.authoring.transcript.timeInvalid]);
    await type(fieldOf(1, 'end'), '0:09');
    expect(host.querySelectorAll('[aria-invalid="true"], .field-error')).toHaveLength(0);
    expect(draft.checked.segments).toEqual([
      { start: 0, end: 5, text: 'a' },
      { start: 5, end: 9, text: 'b' },
    ]);
  });

  it('adds, inserts after, removes and orders rows by time', async () => {
    await render([
      { start: 10, end: 20, text: 'late' },
      { start: 0, end: 4, text: 'early' },
    ]);
    await act(async () => button(ar.authoring.transcript.insertAfter, rows()[1]!).click());
    expect(rows().map((_, row) => fieldOf(row, 'start').value)).toEqual(['0:10', '0:00', '0:04']);
    expect(fieldOf(2, 'end').value).toBe('0:09');
    await act(async () => button(ar.authoring.transcript.add).click());
    expect([fieldOf(3, 'start').value, fieldOf(3, 'end').value]).toEqual(['0:20', '0:25']);
    await act(async () => button(ar.authoring.transcript.remove, rows()[3]!).click());
    await act(async () => button(ar.authoring.transcript.sortByTime).click());
    expect(rows().map((_, row) => fieldOf(row, 'text').value)).toEqual(['early', '', 'late']);
  });

  it('takes a time from the lesson’s video where it is playing', async () => {
    await render([{ start: 0, end: 5, text: 'a' }], '/files/public/materials/1/a_madd.webm');
    host.querySelector('video')!.currentTime = 83.25;
    await act(async () => button(ar.authoring.transcript.takeEnd).click());
    expect(fieldOf(0, 'end').value).toBe('1:23.25');
  });

  it('offers no video buttons without a video', async () => {
    await render([{ start: 0, end: 5, text: 'a' }]);
    expect(host.querySelector('video')).toBeNull();
    expect(button(ar.authoring.transcript.takeStart)).toBeUndefined();
  });
});
