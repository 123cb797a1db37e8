import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, $isRootOrShadowRoot } from 'lexical';

export type BlockKind = 'paragraph' | 'h2' | 'h3' | 'h4' | 'quote' | 'bullet' | 'number';

/** What the toolbar shows as pressed: the formats and the block where the caret is. */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  code: boolean;
  link: boolean;
  block: BlockKind;
}

export const NOTHING_PRESSED: ToolbarState = { bold: false, italic: false, code: false, link: false, block: 'paragraph' };

/** Read inside an editor state's read(): the toolbar's state at the selection. */
export function $toolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING_PRESSED;
  const anchor = selection.anchor.getNode();
  const link = $findMatchingParent(anchor, $isLinkNode) !== null;
  const formats = { bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), code: selection.hasFormat('code'), link };
  const list = $getNearestNodeOfType(anchor, ListNode);
  if ($isListNode(list)) return { ...formats, block: list.getListType() === 'number' ? 'number' : 'bullet' };
  const block = $isRootOrShadowRoot(anchor) ? null : anchor.getTopLevelElement();
  if ($isHeadingNode(block)) {
    const tag = block.getTag();
    return { ...formats, block: tag === 'h3' || tag === 'h4' ? tag : 'h2' };
  }
  return { ...formats, block: $isQuoteNode(block) ? 'quote' : 'paragraph' };
}
