import { useMemo, useRef, useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import type { TTranscriptSegment } from '@halaqa/shared/schemas/courses';
import { checkTranscript, formatTimestamp, rowAfter, rowAtEnd, rowsOf, sortedByTime, type CheckedTranscript, type RowProblems, type TranscriptRow } from './transcript-draft';
import './transcript-editor.css';

export interface TranscriptDraft {
  rows: TranscriptRow[];
  setRows: (change: (rows: TranscriptRow[]) => TranscriptRow[]) => void;
  checked: CheckedTranscript;
  /** Moves the focus to the first field that breaks a rule (after a save was refused). */
  focusFirstProblem: () => void;
}

/** The lesson editor's transcript, kept while the lesson's type changes and back. */
export function useTranscriptDraft(initial: readonly TTranscriptSegment[]): TranscriptDraft {
  const [rows, setRows] = useState(() => rowsOf(initial));
  const checked = useMemo(() => checkTranscript(rows), [rows]);
  const focusFirstProblem = () => {
    const row = rows.find((each) => Object.keys(checked.problems.get(each.id) ?? {}).length > 0);
    if (!row) return;
    const problems = checked.problems.get(row.id)!;
    const onlyTheEnd = problems.end && !problems.start && !problems.order && !problems.overlap;
    document.getElementById(`${row.id}-${onlyTheEnd ? 'end' : 'start'}`)?.focus();
  };
  return { rows, setRows, checked, focusFirstProblem };
}

interface TranscriptEditorProps {
  draft: TranscriptDraft;
  /** /files/{key} of the lesson's video, to take times from while it plays. */
  videoSrc?: string;
  t: Translate;
}

/** The ids of the messages that concern a field, for aria-describedby. */
function messagesOf(rowId: string, problems: RowProblems, field: 'start' | 'end'): string[] {
  const kinds = field === 'start' ? (['start', 'order', 'overlap'] as const) : (['end', 'order'] as const);
  return kinds.filter((kind) => problems[kind]).map((kind) => `${rowId}-${kind}-message`);
}

/**
 * The transcript of a video lesson (issue #14): one row per segment with its start, end and text.
 * Each of the spec's rules is checked as the teacher types, and its message is shown under the
 * row that breaks it; the lesson editor refuses to save while one is broken. The server checks
 * the same rules again.
 */
export function TranscriptEditor({ draft, videoSrc, t }: TranscriptEditorProps) {
  const { rows, setRows, checked } = draft;
  const video = useRef<HTMLVideoElement>(null);
  const broken = rows.filter((row) => Object.keys(checked.problems.get(row.id) ?? {}).length > 0).length;

  const change = (id: string, field: 'start' | 'end' | 'text', value: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)));
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  function insertAfter(row: TranscriptRow) {
    const added = rowAfter(rows, row);
    setRows((current) => current.flatMap((each) => (each.id === row.id ? [each, added] : [each])));
    focusLater(`${added.id}-text`);
  }
  function add() {
    const added = rowAtEnd(rows);
    setRows((current) => [...current, added]);
    focusLater(`${added.id}-text`);
  }
  function remove(row: TranscriptRow) {
    const index = rows.indexOf(row);
    const next = rows[index + 1] ?? rows[index - 1];
    setRows((current) => current.filter((each) => each.id !== row.id));
    focusLater(next ? `${next.id}-text` : 'transcript-add');
  }
  function takeFromVideo(row: TranscriptRow, field: 'start' | 'end') {
    if (video.current) change(row.id, field, formatTimestamp(video.current.currentTime));
  }

  const timeField = (row: TranscriptRow, problems: RowProblems, field: 'start' | 'end') => {
    const described = messagesOf(row.id, problems, field);
    return (
      <div className="transcript-time">
        <label htmlFor={`${row.id}-${field}`}>{t(`authoring.transcript.${field}`)}</label>
        <span className="transcript-time-input">
          <input
            id={`${row.id}-${field}`}
            value={row[field]}
            dir="ltr"
            size={8}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={described.length > 0}
            aria-describedby={described.join(' ') || undefined}
            onChange={(event) => change(row.id, field, event.target.value)}
          />
          {videoSrc ? (
            <button type="button" className="secondary transcript-take" onClick={() => takeFromVideo(row, field)}>
              {t(field === 'start' ? 'authoring.transcript.takeStart' : 'authoring.transcript.takeEnd')}
            </button>
          ) : null}
        </span>
      </div>
    );
  };

  return (
    <section className="transcript-editor" aria-labelledby="transcript-editor-heading" data-testid="transcript-editor">
      <h4 id="transcript-editor-heading">{t('authoring.transcript.heading')}</h4>
      <p className="muted">{t('authoring.transcript.intro')}</p>
      {videoSrc ? (
        <figure className="transcript-video">
          <video ref={video} src={videoSrc} controls preload="metadata" />
          <figcaption className="muted">{t('authoring.transcript.videoHeading')}</figcaption>
        </figure>
      ) : null}
      {rows.length === 0 ? <p className="muted">{t('authoring.transcript.empty')}</p> : null}
      <ol className="transcript-rows">
        {rows.map((row, index) => {
          const problems = checked.problems.get(row.id) ?? {};
          const messages = (['start', 'end', 'order', 'overlap'] as const).filter((kind) => problems[kind]);
          return (
            <li key={row.id} data-testid="transcript-row" className={messages.length > 0 ? 'transcript-row broken' : 'transcript-row'}>
              <fieldset>
                <legend>{t('authoring.transcript.segment', { number: index + 1 })}</legend>
                <div className="transcript-fields">
                  {timeField(row, problems, 'start')}
                  {timeField(row, problems, 'end')}
                  <div className="transcript-text">
                    <label htmlFor={`${row.id}-text`}>{t('authoring.transcript.text')}</label>
                    <input id={`${row.id}-text`} value={row.text} maxLength={2000} onChange={(event) => change(row.id, 'text', event.target.value)} />
                  </div>
                </div>
                {messages.map((kind) => (
                  <p key={kind} id={`${row.id}-${kind}-message`} className="field-error">
                    {t(problems[kind]!)}
                  </p>
                ))}
                <div className="transcript-actions">
                  <button type="button" className="secondary" onClick={() => insertAfter(row)}>
                    {t('authoring.transcript.insertAfter')}
                  </button>
                  <button type="button" className="secondary danger" onClick={() => remove(row)}>
                    {t('authoring.transcript.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p role="status" className="transcript-summary">
        {broken > 0 ? t('authoring.transcript.problems', { count: broken }) : ''}
      </p>
      <div className="transcript-actions">
        <button type="button" id="transcript-add" className="secondary" onClick={add}>
          {t('authoring.transcript.add')}
        </button>
        {rows.length > 1 ? (
          <button type="button" className="secondary" onClick={() => setRows(sortedByTime)}>
            {t('authoring.transcript.sortByTime')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
