import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { htmlFromPlainText, plainTextFromHtml } from '../plain-text-html';
import type { RichTextEditorProps } from './RichTextEditor';
import './rich-text.css';

interface RichTextFieldProps {
  /** Unique on the page: the field's ids derive from it. */
  id: string;
  label: string;
  /** The HTML the field starts with. */
  initialHtml?: string;
  onChange?: (html: string) => void;
  /**
   * When given, the field takes part in a form read when it is sent: a hidden field of this name
   * carries the editor's HTML, or, before the editor has loaded, the text area (plain text) has it.
   */
  name?: string;
  dir: 'rtl' | 'ltr';
  t: Translate;
  /** The upload folder for images; without it the editor offers no image button. */
  imageSegment?: string;
  /** The id of a hint below the field. */
  hintId?: string;
  error?: string;
  autoFocus?: boolean;
  rows?: number;
}

type Editor = ComponentType<RichTextEditorProps>;

/**
 * A rich-text field. The editor (Lexical, some 100 KB) is fetched only once a page with a writing
 * form has hydrated, so pages that only show content never load it; until then a plain text
 * area stands in, and what someone typed there becomes the editor's first paragraphs.
 */
export function RichTextField({ id, label, initialHtml = '', onChange, name, dir, t, imageSegment, hintId, error, autoFocus, rows = 6 }: RichTextFieldProps) {
  const [editor, setEditor] = useState<{ Editor: Editor; html: string } | null>(null);
  const [html, setHtml] = useState(initialHtml);
  const fallback = useRef<HTMLTextAreaElement>(null);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  useEffect(() => {
    let mounted = true;
    void import('./RichTextEditor').then(({ default: Editor }) => {
      if (!mounted) return;
      const typed = fallback.current?.value ?? '';
      const start = typed === plainTextFromHtml(initialHtml) ? initialHtml : htmlFromPlainText(typed);
      if (start !== initialHtml) change(start);
      setEditor({ Editor, html: start });
    });
    return () => {
      mounted = false;
    };
    // Loaded once; the initial HTML is read when the editor starts, as an uncontrolled field's.
  }, []);

  function change(next: string) {
    setHtml(next);
    onChange?.(next);
  }

  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field rich-text-field">
      <span className="field-label" id={labelId}>
        {label}
      </span>
      {editor ? (
        <editor.Editor
          id={id}
          labelId={labelId}
          initialHtml={editor.html}
          onChange={change}
          dir={dir}
          t={t}
          imageSegment={imageSegment}
          describedBy={describedBy}
          invalid={Boolean(error)}
          autoFocus={autoFocus}
        />
      ) : (
        <textarea
          ref={fallback}
          id={id}
          name={name}
          className="rich-text-fallback"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          aria-busy="true"
          dir="auto"
          rows={rows}
          defaultValue={plainTextFromHtml(initialHtml)}
          autoFocus={autoFocus}
        />
      )}
      {name && editor ? <input type="hidden" name={name} value={html} /> : null}
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
