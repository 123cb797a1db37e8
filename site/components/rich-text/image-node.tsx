import { DecoratorNode, type DOMConversionMap, type DOMExportOutput, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/**
 * An image in the site's editor: an uploaded file of this site shown by its address. Payload's
 * editor holds images only as `upload` nodes of a Payload upload collection; the site's files are
 * not one (they live in the file store, services/files), so this node reads and writes plain
 * `<img src alt>`, which is what the about page's stored HTML keeps. The Payload editor has the
 * same node (type, JSON, inline) for the site's files, cms/lexical/site-image
 * (docs/decisions/rich-text.md, "Images in Lexical-stored rich text").
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const src = element.getAttribute('src');
          return { node: src ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.__src);
    image.setAttribute('alt', this.__alt);
    return { element: image };
  }

  override createDOM(): HTMLElement {
    const holder = document.createElement('span');
    holder.className = 'rich-text-image';
    return holder;
  }

  override updateDOM(): false {
    return false;
  }

  /** Inline, as in HTML: an image sits in a paragraph, which is where pasted and stored images are. */
  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return new ImageNode(src, alt);
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
