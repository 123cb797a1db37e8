import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $createParagraphNode, $getSelection, FORMAT_TEXT_COMMAND, type BaseSelection, type TextFormatType } from 'lexical';
import { useEffect, useState, type ReactNode } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { Icon } from '../shell/Icon';
import { ImagePanel } from './ImagePanel';
import { LinkPanel } from './LinkPanel';
import { $toolbarState, NOTHING_PRESSED, type BlockKind } from './toolbar-state';

interface RichTextToolbarProps {
  t: Translate;
  /** The id of the editable area the toolbar formats. */
  controls: string;
  /** The upload's key folder; without it the editor takes no images. */
  imageSegment?: string;
}

type Panel = { kind: 'link' | 'image'; selection: BaseSelection | null } | null;

/**
 * The editor's formatting buttons. Each says whether it is on (aria-pressed) for the text at
 * the caret; Lexical's own shortcuts (Ctrl/⌘+B, +I, +U, undo and redo) work as well. Pressing a
 * button keeps the caret in the text (no focus change on mouse down).
 */
export function RichTextToolbar({ t, controls, imageSegment }: RichTextToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(NOTHING_PRESSED);
  const [panel, setPanel] = useState<Panel>(null);

  useEffect(() => editor.registerUpdateListener(({ editorState }) => setState(editorState.read($toolbarState))), [editor]);

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const setBlock = (kind: BlockKind) => {
    if (kind === 'bullet' || kind === 'number') {
      const command = kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND;
      editor.dispatchCommand(state.block === kind ? REMOVE_LIST_COMMAND : command, undefined);
      return;
    }
    editor.update(() => {
      const again = state.block === kind;
      $setBlocksType($getSelection(), () => (again || kind === 'paragraph' ? $createParagraphNode() : kind === 'quote' ? $createQuoteNode() : $createHeadingNode(kind)));
    });
  };
  const open = (kind: 'link' | 'image') => setPanel({ kind, selection: editor.read(() => $getSelection()?.clone() ?? null) });
  const close = () => {
    setPanel(null);
    editor.focus();
  };

  const button = (name: string, pressed: boolean | undefined, onPress: () => void, content: ReactNode, shortcut?: string) => (
    <button
      type="button"
      className="rich-text-button"
      title={name}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {content}
      {/* The name is the button's text (its glyph is hidden from screen readers), not an aria-label that would differ from what shows. */}
      <span className="visually-hidden">{name}</span>
    </button>
  );

  return (
    <>
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('richText.toolbar')} aria-controls={controls}>
        {button(t('richText.bold'), state.bold, () => format('bold'), <b aria-hidden="true">B</b>, 'Control+B')}
        {button(t('richText.italic'), state.italic, () => format('italic'), <i aria-hidden="true">I</i>, 'Control+I')}
        {button(t('richText.code'), state.code, () => format('code'), <code aria-hidden="true">{'</>'}</code>)}
        {button(t('richText.heading2'), state.block === 'h2', () => setBlock('h2'), <span aria-hidden="true">H2</span>)}
        {button(t('richText.heading3'), state.block === 'h3', () => setBlock('h3'), <span aria-hidden="true">H3</span>)}
        {button(t('richText.heading4'), state.block === 'h4', () => setBlock('h4'), <span aria-hidden="true">H4</span>)}
        {button(t('richText.bulletList'), state.block === 'bullet', () => setBlock('bullet'), <Icon name="bulletList" size={18} />)}
        {button(t('richText.numberedList'), state.block === 'number', () => setBlock('number'), <Icon name="numberedList" size={18} />)}
        {button(t('richText.quote'), state.block === 'quote', () => setBlock('quote'), <Icon name="quote" size={18} />)}
        {button(t('richText.link'), state.link, () => (state.link ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : open('link')), <Icon name="link" size={18} />)}
        {imageSegment ? button(t('richText.image'), undefined, () => open('image'), <Icon name="image" size={18} />) : null}
      </div>
      {panel?.kind === 'link' ? <LinkPanel t={t} selection={panel.selection} onClose={close} /> : null}
      {panel?.kind === 'image' && imageSegment ? <ImagePanel t={t} segment={imageSegment} selection={panel.selection} onClose={close} /> : null}
    </>
  );
}
