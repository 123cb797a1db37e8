import { createContext, useContext, type JSX } from 'react';
import {
  $applyNodeReplacement,
  DecoratorNode,
  ElementNode,
  type LexicalNode,
  type NodeKey,
  type RangeSelection,
  type SerializedElementNode,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { CERTIFICATE_PLACEHOLDERS, isCertificateImageSource, type CertificatePlaceholder } from '@halaqa/shared/certificate-template';

/**
 * The nodes of the certificate designer's visual mode (issue #14). A template is the teacher's
 * own HTML with inline styles, so its elements are kept as they are (tag and allowed attributes)
 * rather than turned into paragraphs and headings, which would lose the layout; placeholders are
 * atomic chips that the caret steps over and Backspace removes whole.
 */

export type TemplateAttributes = Readonly<Record<string, string>>;

/** Tags laid out inline; every other kept tag is a block. */
export const INLINE_TAGS: ReadonlySet<string> = new Set(['span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'bdi', 'bdo', 'a']);
/** Blocks where Enter starts a new one like it (a line of text, an item); elsewhere Enter adds a line break. */
const REPEATABLE_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote']);
/** Attributes shown in the editor: a link's address or an image's source is kept, never followed there. */
const SHOWN_ATTRIBUTES: ReadonlySet<string> = new Set(['style', 'class', 'dir', 'lang', 'align', 'title', 'colspan', 'rowspan', 'span', 'width', 'height', 'alt']);

function setShownAttributes(element: HTMLElement, attributes: TemplateAttributes) {
  for (const [name, value] of Object.entries(attributes)) if (SHOWN_ATTRIBUTES.has(name)) element.setAttribute(name, value);
}

type SerializedTemplateElement = Spread<{ tag: string; attributes: TemplateAttributes }, SerializedElementNode>;

/** A kept element of the template (div, p, h1, span, td…) with its tag and attributes. */
export class TemplateElementNode extends ElementNode {
  __tag: string;
  __attributes: TemplateAttributes;

  static override getType(): string {
    return 'certificate-element';
  }

  static override clone(node: TemplateElementNode): TemplateElementNode {
    return new TemplateElementNode(node.__tag, node.__attributes, node.__key);
  }

  static override importJSON(serialized: SerializedTemplateElement): TemplateElementNode {
    return $createTemplateElementNode(serialized.tag, serialized.attributes).updateFromJSON(serialized);
  }

  constructor(tag = 'div', attributes: TemplateAttributes = {}, key?: NodeKey) {
    super(key);
    this.__tag = tag;
    this.__attributes = attributes;
  }

  override exportJSON(): SerializedTemplateElement {
    return { ...super.exportJSON(), tag: this.__tag, attributes: this.__attributes };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement(this.__tag);
    setShownAttributes(element, this.__attributes);
    // The design's headings are its look, not headings of the page the designer is on.
    if (/^h[1-6]$/.test(this.__tag)) element.setAttribute('role', 'presentation');
    return element;
  }

  override updateDOM(previous: TemplateElementNode): boolean {
    return previous.__tag !== this.__tag || previous.__attributes !== this.__attributes;
  }

  getTag(): string {
    return this.getLatest().__tag;
  }

  getAttributes(): TemplateAttributes {
    return this.getLatest().__attributes;
  }

  override isInline(): boolean {
    return INLINE_TAGS.has(this.__tag);
  }

  override canBeEmpty(): boolean {
    return !this.isInline();
  }

  override insertNewAfter(_selection: RangeSelection, restoreSelection = true): null | LexicalNode {
    if (!REPEATABLE_TAGS.has(this.__tag)) return null;
    const next = $createTemplateElementNode(this.__tag, this.__attributes);
    this.insertAfter(next, restoreSelection);
    return next;
  }
}

export function $createTemplateElementNode(tag: string, attributes: TemplateAttributes = {}): TemplateElementNode {
  return $applyNodeReplacement(new TemplateElementNode(tag, attributes));
}

export function $isTemplateElementNode(node: LexicalNode | null | undefined): node is TemplateElementNode {
  return node instanceof TemplateElementNode;
}

/** Sets an element's inline style attribute, which React takes only as an object. */
const withStyle = (style: string | undefined) => (element: HTMLElement | null) => {
  if (element && style) element.setAttribute('style', style);
};

function VoidElement({ tag, attributes }: { tag: string; attributes: TemplateAttributes }): JSX.Element {
  if (tag === 'hr') return <hr ref={withStyle(attributes.style)} />;
  if (tag === 'col') return <span hidden />;
  // Only what the printed certificate would show: this site's files or embedded images.
  const src = attributes.src && isCertificateImageSource(attributes.src) ? attributes.src : undefined;
  return <img ref={withStyle(attributes.style)} src={src} alt={attributes.alt ?? ''} width={attributes.width} height={attributes.height} />;
}

type SerializedTemplateVoid = Spread<{ tag: string; attributes: TemplateAttributes }, SerializedLexicalNode>;

/** An element without content (img, hr, col), kept with its attributes. */
export class TemplateVoidNode extends DecoratorNode<JSX.Element> {
  __tag: string;
  __attributes: TemplateAttributes;

  static override getType(): string {
    return 'certificate-void';
  }

  static override clone(node: TemplateVoidNode): TemplateVoidNode {
    return new TemplateVoidNode(node.__tag, node.__attributes, node.__key);
  }

  static override importJSON(serialized: SerializedTemplateVoid): TemplateVoidNode {
    return $createTemplateVoidNode(serialized.tag, serialized.attributes);
  }

  constructor(tag = 'img', attributes: TemplateAttributes = {}, key?: NodeKey) {
    super(key);
    this.__tag = tag;
    this.__attributes = attributes;
  }

  override exportJSON(): SerializedTemplateVoid {
    return { ...super.exportJSON(), tag: this.__tag, attributes: this.__attributes };
  }

  override createDOM(): HTMLElement {
    return document.createElement(this.isInline() ? 'span' : 'div');
  }

  override updateDOM(): boolean {
    return false;
  }

  getTag(): string {
    return this.getLatest().__tag;
  }

  getAttributes(): TemplateAttributes {
    return this.getLatest().__attributes;
  }

  override isInline(): boolean {
    return this.__tag === 'img';
  }

  override decorate(): JSX.Element {
    return <VoidElement tag={this.__tag} attributes={this.__attributes} />;
  }
}

export function $createTemplateVoidNode(tag: string, attributes: TemplateAttributes = {}): TemplateVoidNode {
  return $applyNodeReplacement(new TemplateVoidNode(tag, attributes));
}

export function $isTemplateVoidNode(node: LexicalNode | null | undefined): node is TemplateVoidNode {
  return node instanceof TemplateVoidNode;
}

/** The chips' labels in the reader's language, given by the designer around the editor. */
export const PlaceholderLabels = createContext<(name: CertificatePlaceholder) => { label: string; title: string }>((name) => ({ label: name, title: name }));

function PlaceholderChip({ name }: { name: CertificatePlaceholder }): JSX.Element {
  const { label, title } = useContext(PlaceholderLabels)(name);
  return (
    <span className="certificate-chip" data-placeholder={name} title={title}>
      {label}
    </span>
  );
}

type SerializedPlaceholder = Spread<{ name: CertificatePlaceholder }, SerializedLexicalNode>;

/** A `{{name}}` placeholder as a chip: one atom, written back as `{{name}}`. */
export class PlaceholderNode extends DecoratorNode<JSX.Element> {
  __name: CertificatePlaceholder;

  static override getType(): string {
    return 'certificate-placeholder';
  }

  static override clone(node: PlaceholderNode): PlaceholderNode {
    return new PlaceholderNode(node.__name, node.__key);
  }

  static override importJSON(serialized: SerializedPlaceholder): PlaceholderNode {
    return $createPlaceholderNode(serialized.name);
  }

  constructor(name: CertificatePlaceholder = 'userName', key?: NodeKey) {
    super(key);
    this.__name = name;
  }

  override exportJSON(): SerializedPlaceholder {
    return { ...super.exportJSON(), name: this.__name };
  }

  override createDOM(): HTMLElement {
    return document.createElement('span');
  }

  override updateDOM(): boolean {
    return false;
  }

  getName(): CertificatePlaceholder {
    return this.getLatest().__name;
  }

  override getTextContent(): string {
    return `{{${this.__name}}}`;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <PlaceholderChip name={this.__name} />;
  }
}

export function $createPlaceholderNode(name: CertificatePlaceholder): PlaceholderNode {
  return $applyNodeReplacement(new PlaceholderNode(name));
}

export function $isPlaceholderNode(node: LexicalNode | null | undefined): node is PlaceholderNode {
  return node instanceof PlaceholderNode;
}

export const isPlaceholderName = (name: string): name is CertificatePlaceholder => (CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(name);

export const TEMPLATE_NODES = [TemplateElementNode, TemplateVoidNode, PlaceholderNode];
