import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { Translate } from '@halaqa/shared/i18n/index';
import { $editorHtml, $setEditorHtml, EDITOR_NODES } from './editor-html';
import { isLinkAddress } from './link-address';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** The editable area's id. */
  id: string;
  /** The id of the visible label naming the field. */
  labelId: string;
  initialHtml: string;
  /** Every change, as the HTML the spec's calls take ('' when empty). */
  onChange: (html: string) => void;
  /** The site's or the content's writing direction. */
  dir: 'rtl' | 'ltr';
  t: Translate;
  /** The upload folder for images; without it the editor offers no image button. */
  imageSegment?: string;
  describedBy?: string;
  invalid?: boolean;
  autoFocus?: boolean;
}

/**
 * The site's rich-text editor (issue #14): Lexical, as in the Payload admin, with the same nodes
 * (editor-html.ts), reading and writing HTML so the API contract stays as it is. Loaded only
 * where someone writes, through RichTextField's lazy import.
 */
export default function RichTextEditor({ id, labelId, initialHtml, onChange, dir, t, imageSegment, describedBy, invalid, autoFocus }: RichTextEditorProps) {
  const initialConfig = {
    namespace: 'halaqa-rich-text',
    nodes: EDITOR_NODES,
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: Parameters<typeof $setEditorHtml>[0]) => $setEditorHtml(editor, initialHtml),
  };

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-text-editor" dir={dir}>
        <RichTextToolbar t={t} controls={id} imageSegment={imageSegment} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="rich-text-content rich-text"
              data-testid="rich-text-content"
              role="textbox"
              ariaMultiline
              ariaLabelledBy={labelId}
              ariaDescribedBy={describedBy}
              ariaInvalid={invalid}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isLinkAddress} />
        {autoFocus ? <AutoFocusPlugin /> : null}
        <OnChangePlugin ignoreSelectionChange onChange={(editorState, editor) => onChange(editorState.read(() => $editorHtml(editor), { editor }))} />
      </div>
    </LexicalComposer>
  );
}
