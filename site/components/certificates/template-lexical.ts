import {
  $createLineBreakNode,
  $createTextNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isLineBreakNode,
  $isParagraphNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
  type TextFormatType,
} from 'lexical';
import { CERTIFICATE_TEMPLATE_ATTRIBUTES, CERTIFICATE_TEMPLATE_TAGS } from '@halaqa/shared/certificate-template';
import { escapeHtml } from '@halaqa/shared/escape-html';
import {
  $createPlaceholderNode,
  $createTemplateElementNode,
  $createTemplateVoidNode,
  $isPlaceholderNode,
  $isTemplateElementNode,
  $isTemplateVoidNode,
  INLINE_TAGS,
  isPlaceholderName,
  type TemplateAttributes,
} from './template-nodes';

/**
 * A certificate template's HTML into the visual editor's nodes and back (issue #14). The editor
 * keeps what the printed certificate keeps: the sanitiser's tags with their allowed attributes.
 * Other tags are unwrapped to their text, as the sanitiser does, and scripts, styles and the like
 * are left out. Sanitising for real stays on the server; this only decides what can be shown.
 */

const KEPT_TAGS: ReadonlySet<string> = new Set(CERTIFICATE_TEMPLATE_TAGS);
const VOID_TAGS: ReadonlySet<string> = new Set(['img', 'hr', 'col']);
/** Tags the sanitiser drops with their text (sanitize-html's nonTextTags), and the document's head. */
const DROPPED_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'head']);
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-zA-Z]+)\s*\}\}/;

function keptAttributes(element: Element, tag: string): TemplateAttributes {
  const allowed = new Set([...(CERTIFICATE_TEMPLATE_ATTRIBUTES['*'] ?? []), ...(CERTIFICATE_TEMPLATE_ATTRIBUTES[tag] ?? [])]);
  return Object.fromEntries([...element.attributes].filter((attribute) => allowed.has(attribute.name)).map((attribute) => [attribute.name, attribute.value]));
}

/** Text with its known `{{placeholders}}` as chips. */
export function $textWithPlaceholders(text: string): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  let rest = text;
  for (let match = PLACEHOLDER_PATTERN.exec(rest); match; match = PLACEHOLDER_PATTERN.exec(rest)) {
    const name = match[1]!;
    if (!isPlaceholderName(name)) {
      // Unknown names stay text, so a typo shows in the preview as it will on the certificate.
      nodes.push($createTextNode(rest.slice(0, match.index + match[0].length)));
    } else {
      if (match.index > 0) nodes.push($createTextNode(rest.slice(0, match.index)));
      nodes.push($createPlaceholderNode(name));
    }
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push($createTextNode(rest));
  return nodes;
}

const isInlineNode = (node: LexicalNode) => ($isElementNode(node) || $isDecoratorNode(node) ? node.isInline() : true);

/** Children of a block where blocks and inline content meet: each run of inline content in its own plain div. */
function asBlocks(nodes: LexicalNode[]): LexicalNode[] {
  if (nodes.every(isInlineNode) && nodes.length > 0) return [$createTemplateElementNode('div').append(...nodes)];
  const blocks: LexicalNode[] = [];
  let run: LexicalNode[] = [];
  const endRun = () => {
    // Spaces between blocks (in a table row, say) are not text of their own.
    const blank = run.every((node) => $isTextNode(node) && node.getTextContent().trim() === '');
    if (!blank) blocks.push($createTemplateElementNode('div').append(...run));
    run = [];
  };
  for (const node of nodes) {
    if (isInlineNode(node)) run.push(node);
    else {
      endRun();
      blocks.push(node);
    }
  }
  endRun();
  return blocks;
}

function $nodesOf(parent: ParentNode): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  for (const child of parent.childNodes) {
    if (child.nodeType === 3) {
      const text = child.textContent ?? '';
      // Line breaks and indentation between tags are the HTML's layout, not the certificate's text.
      if (/^\s*$/.test(text) && /[\n\r]/.test(text)) continue;
      nodes.push(...$textWithPlaceholders(text.replace(/\s+/g, ' ')));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!KEPT_TAGS.has(tag)) {
      nodes.push(...$nodesOf(element));
      continue;
    }
    if (tag === 'br') nodes.push($createLineBreakNode());
    else if (VOID_TAGS.has(tag)) nodes.push($createTemplateVoidNode(tag, keptAttributes(element, tag)));
    else {
      const children = $nodesOf(element);
      const inline = INLINE_TAGS.has(tag);
      // An inline element around blocks cannot be edited as one: its content is kept without it.
      if (inline && !children.every(isInlineNode)) nodes.push(...children);
      else {
        const hasBlocks = children.some((node) => !isInlineNode(node));
        nodes.push($createTemplateElementNode(tag, keptAttributes(element, tag)).append(...(hasBlocks ? asBlocks(children) : children)));
      }
    }
  }
  return nodes;
}

/** The root's new children for `html`: blocks only, at least one. */
export function $templateNodesFromHtml(html: string): LexicalNode[] {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const nodes = asBlocks($nodesOf(document.body));
  return nodes.length > 0 ? nodes : [$createTemplateElementNode('p')];
}

/** Replaces the editor's content with `html`. */
export function $setTemplateHtml(html: string): void {
  $getRoot().clear().append(...$templateNodesFromHtml(html));
}

const FORMAT_TAGS: [TextFormatType, string][] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
];

const attributesHtml = (attributes: TemplateAttributes) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

function htmlOf(node: LexicalNode): string {
  if ($isPlaceholderNode(node)) return `{{${node.getName()}}}`;
  if ($isLineBreakNode(node)) return '<br>';
  if ($isTextNode(node)) {
    return FORMAT_TAGS.reduce((html, [format, tag]) => (node.hasFormat(format) ? `<${tag}>${html}</${tag}>` : html), escapeHtml(node.getTextContent()));
  }
  if ($isTemplateVoidNode(node)) return `<${node.getTag()}${attributesHtml(node.getAttributes())}>${node.isInline() ? '' : '\n'}`;
  if ($isTemplateElementNode(node)) return elementHtml(node, node.getTag(), node.getAttributes());
  // Lines the editor itself starts (an empty editor's first line) are paragraphs.
  if ($isParagraphNode(node)) return elementHtml(node, 'p', {});
  if ($isElementNode(node)) return node.getChildren().map(htmlOf).join('');
  return '';
}

function elementHtml(node: ElementNode, tag: string, attributes: TemplateAttributes): string {
  const children = node.getChildren();
  const inner = children.map(htmlOf).join('');
  if (node.isInline()) return `<${tag}${attributesHtml(attributes)}>${inner}</${tag}>`;
  const breakInside = children.some((child) => !isInlineNode(child)) ? '\n' : '';
  return `<${tag}${attributesHtml(attributes)}>${breakInside}${inner}</${tag}>\n`;
}

/** The editor's content as the template's HTML; '' when it holds nothing to print (the default design). */
export function $templateHtml(): string {
  const root = $getRoot();
  const printsNothing = root.getTextContent().trim() === '' && !hasVoid(root);
  return printsNothing ? '' : root.getChildren().map(htmlOf).join('').trim();
}

function hasVoid(node: ElementNode): boolean {
  return node.getChildren().some((child) => $isTemplateVoidNode(child) || $isPlaceholderNode(child) || ($isElementNode(child) && hasVoid(child)));
}
