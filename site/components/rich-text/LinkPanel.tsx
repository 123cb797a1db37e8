import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createLinkNode, $toggleLink } from '@lexical/link';
import { $createTextNode, $getSelection, $insertNodes, $isRangeSelection, $setSelection, type BaseSelection } from 'lexical';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormAlert } from '../auth/FormParts';
import { isLinkAddress } from './link-address';

interface LinkPanelProps {
  t: Translate;
  /** The selection when the link button was pressed: what becomes the link. */
  selection: BaseSelection | null;
  onClose: () => void;
}

/**
 * Asks for a link's address. The selected text becomes the link; with nothing selected the
 * address itself is inserted as the link's text. Only addresses the server keeps are taken.
 */
export function LinkPanel({ t, selection, onClose }: LinkPanelProps) {
  const [editor] = useLexicalComposerContext();
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);

  function apply(event: SyntheticEvent) {
    // Enter must not send the page's form the editor sits in.
    event.preventDefault();
    const url = field.current?.value.trim() ?? '';
    if (!isLinkAddress(url)) return setError(t('richText.linkInvalid'));
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      if ($isRangeSelection(selection) && !selection.isCollapsed()) $toggleLink(url);
      else $insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      // The caret after the link: typing on must not replace the linked words.
      const after = $getSelection();
      if ($isRangeSelection(after) && !after.isCollapsed()) {
        const end = after.isBackward() ? after.anchor : after.focus;
        after.anchor.set(end.key, end.offset, end.type);
        after.focus.set(end.key, end.offset, end.type);
      }
    });
    onClose();
  }

  return (
    // A group, not a form: the editor sits inside the page's own form.
    <div className="rich-text-panel" role="group" aria-label={t('richText.link')} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <label className="field">
        <span className="field-label">{t('richText.linkAddress')}</span>
        <input
          ref={field}
          type="url"
          dir="ltr"
          autoFocus
          placeholder="https://"
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
        />
      </label>
      <FormAlert message={error} />
      <div className="rich-text-panel-actions">
        <button type="button" onClick={apply}>
          {t('richText.apply')}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t('richText.cancel')}
        </button>
      </div>
    </div>
  );
}
