import { useEffect, useRef, useState, type RefObject } from 'react';
import { $getRoot, $getSelection, $isRangeSelection, TextNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { CertificatePlaceholder } from '@halaqa/shared/certificate-template';
import { $setTemplateHtml, $templateHtml, PLACEHOLDER_PATTERN } from './template-lexical';
import { $createPlaceholderNode, isPlaceholderName, PlaceholderLabels, TEMPLATE_NODES } from './template-nodes';

/** An A4 landscape page at 96 pixels per inch, as the preview and the PDF. */
const PAGE_WIDTH = 1123;
/** Below this the text is too small to edit: the page scrolls sideways instead. */
const SMALLEST_ZOOM = 0.5;

interface VisualTemplateEditorProps {
  template: string;
  onChange: (template: string) => void;
  /** Lets the designer insert chips and images where the caret is. */
  editorRef: RefObject<LexicalEditor | null>;
  labelId: string;
  hintId: string;
  placeholderLabel: (name: CertificatePlaceholder) => { label: string; title: string };
}

/** `{{name}}` typed or pasted as text becomes a chip. */
function PlaceholderTypingPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(TextNode, (node) => {
        if (!node.isSimpleText()) return;
        const known = [...node.getTextContent().matchAll(new RegExp(PLACEHOLDER_PATTERN, 'g'))].find((match) => isPlaceholderName(match[1]!));
        const name = known?.[1];
        if (!known || !name || !isPlaceholderName(name)) return;
        const parts = node.splitText(known.index, known.index + known[0].length);
        parts[known.index === 0 ? 0 : 1]?.replace($createPlaceholderNode(name));
      }),
    [editor],
  );
  return null;
}

/**
 * The certificate designer's visual mode (issue #14): the template's page, editable in place,
 * with placeholders as chips. It is shown at the PDF's size, zoomed to the width available.
 * What it writes back is the template's HTML (template-lexical.ts).
 */
export function VisualTemplateEditor({ template, onChange, editorRef, labelId, hintId, placeholderLabel }: VisualTemplateEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(SMALLEST_ZOOM);
  const initialConfig = {
    namespace: 'certificate-template',
    nodes: TEMPLATE_NODES,
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => $setTemplateHtml(template),
  };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setZoom(Math.min(1, Math.max(SMALLEST_ZOOM, (entry?.contentRect.width ?? PAGE_WIDTH) / PAGE_WIDTH))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <PlaceholderLabels.Provider value={placeholderLabel}>
      <LexicalComposer initialConfig={initialConfig}>
        <div ref={box} className="certificate-canvas-box">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="certificate-canvas"
                dir="auto"
                style={{ zoom }}
                // Focusable in axe's eyes too, so the box it scrolls in on a phone is reached by keyboard.
                tabIndex={0}
                ariaLabelledBy={labelId}
                ariaDescribedBy={hintId}
                data-testid="certificate-visual"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <EditorRefPlugin editorRef={editorRef} />
        <PlaceholderTypingPlugin />
        <OnChangePlugin ignoreSelectionChange onChange={(state) => onChange(state.read($templateHtml))} />
      </LexicalComposer>
    </PlaceholderLabels.Provider>
  );
}

/** Puts `node` where the caret is, or at the end of the design when the editor has not been used yet, and returns the focus there. */
export function insertAtCaret(editor: LexicalEditor, node: () => LexicalNode): void {
  editor.update(() => {
    let selection = $getSelection();
    if (!$isRangeSelection(selection)) {
      $getRoot().selectEnd();
      selection = $getSelection();
    }
    if ($isRangeSelection(selection)) selection.insertNodes([node()]);
  });
  editor.focus();
}
