import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor, type ParagraphNode } from 'lexical';
import { $isImageNode, ImageNode } from './image-node';

/**
 * The nodes of the site's editor: those Payload's default editor (lexicalEditor() in
 * cms/payload.config.ts) registers for the same features, with the same node types (`heading`,
 * `quote`, `list`, `listitem`, `link`, `horizontalrule`, text with the `code` format), so HTML either editor writes
 * reads into the other as the same structure. Images are the one difference (image-node.tsx).
 */
export const EDITOR_NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, HorizontalRuleNode, ImageNode];

/** Replaces the editor's content with `html` (inside editor.update or as the initial state). */
export function $setEditorHtml(editor: LexicalEditor, html: string): void {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  root.clear();
  // Text and links at the top level (HTML without paragraphs) go into a paragraph: the root holds blocks.
  let paragraph: ParagraphNode | null = null;
  for (const node of $generateNodesFromDOM(editor, dom)) {
    if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
      paragraph = null;
      root.append(node);
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** Attributes the HTML keeps: what the server's sanitiser keeps (cms/services/content/sanitize-rich-text.ts). */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'dir']);

/**
 * The editor's content as the HTML the spec's calls take ('' when nothing was written), without
 * the editor's own styling (white-space spans, classes), which the server would drop anyway.
 */
export function $editorHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const written = root.getTextContent().trim() !== '' || hasImage();
  if (!written) return '';
  const holder = document.createElement('div');
  holder.innerHTML = $generateHtmlFromNodes(editor, null);
  tidy(holder);
  return holder.innerHTML;
}

function hasImage(): boolean {
  const stack = [...$getRoot().getChildren()];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ($isImageNode(node)) return true;
    if ($isElementNode(node)) stack.push(...node.getChildren());
  }
  return false;
}

function tidy(parent: Element): void {
  for (const element of [...parent.children]) {
    tidy(element);
    for (const name of element.getAttributeNames()) if (!KEPT_ATTRIBUTES.has(name)) element.removeAttribute(name);
    // Lexical writes bold as <b><strong>…</strong></b> and italics as <i><em>…</em></i>; a bare span says nothing.
    const onlyChild = element.children.length === 1 && element.childNodes.length === 1 ? element.children[0]! : null;
    const redundant =
      (element.tagName === 'SPAN' && element.attributes.length === 0) ||
      (element.tagName === 'B' && onlyChild?.tagName === 'STRONG') ||
      (element.tagName === 'I' && onlyChild?.tagName === 'EM');
    if (redundant) element.replaceWith(...element.childNodes);
  }
}
