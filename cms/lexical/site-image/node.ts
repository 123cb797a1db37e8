import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from '@payloadcms/richtext-lexical/lexical';
import { isSiteFileAddress } from './address';

export type SerializedSiteImageNode = Spread<{ type: 'image'; version: 1; src: string; alt: string }, SerializedLexicalNode>;

/**
 * An image of this site's file store in the Payload editor's state: the same node, type and JSON
 * as the site's editor (site/components/rich-text/image-node.tsx), so content written on either
 * side opens on the other. Payload's own `upload` node needs a Payload upload collection, which
 * the site's files are not. Inline, as in the site's editor: an image sits in a paragraph.
 * This is the server's node (HTML import, validation); the admin's editor draws it with
 * SiteImageNode (client.tsx).
 */
export class SiteImageServerNode extends DecoratorNode<unknown> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: SiteImageServerNode): SiteImageServerNode {
    return new SiteImageServerNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedSiteImageNode): SiteImageServerNode {
    return $createSiteImageServerNode(json.src, json.alt);
  }

  /**
   * `<img>` of the site's files becomes this node; any other image is left out. The priority is
   * above Payload's upload node's, which also reads `<img>` and would make an invalid upload.
   */
  static override importDOM(): DOMConversionMap {
    return imageConversion($createSiteImageServerNode);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedSiteImageNode {
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
    holder.className = 'halaqa-rich-text-image';
    return holder;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): unknown {
    return null;
  }
}

/** How an `<img>` is read, for the server's node and the admin's (each creates its own class). */
export function imageConversion(create: (src: string, alt: string) => LexicalNode): DOMConversionMap {
  return {
    img: () => ({
      conversion: (element) => {
        const src = element.getAttribute('src') ?? '';
        return { node: isSiteFileAddress(src) ? create(src, element.getAttribute('alt') ?? '') : null };
      },
      priority: 1,
    }),
  };
}

export function $createSiteImageServerNode(src: string, alt: string): SiteImageServerNode {
  return $applyNodeReplacement(new SiteImageServerNode(src, alt));
}
