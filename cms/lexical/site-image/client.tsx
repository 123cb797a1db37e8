'use client';
import { createClientFeature, useEditorConfigContext } from '@payloadcms/richtext-lexical/client';
import { $applyNodeReplacement, type DOMConversionMap } from '@payloadcms/richtext-lexical/lexical';
import type { JSX } from 'react';
import { siteOriginOf } from './address';
import { imageConversion, SiteImageServerNode, type SerializedSiteImageNode } from './node';
import type { SiteImageClientProps } from './server';

/**
 * The image as the admin's editor draws it. The stored address is the site's (`/files/…`); the
 * admin runs on its own port, where that path serves nothing, so the picture is loaded from the
 * site at the same host name (with the same session cookie, which ignores ports). The address
 * stored stays as it was: only the drawing uses the site's origin.
 */
function SiteImage({ src, alt }: { src: string; alt: string }): JSX.Element {
  const { editorConfig } = useEditorConfigContext();
  const props = editorConfig.resolvedFeatureMap.get('siteImage')?.sanitizedClientFeatureProps as Partial<SiteImageClientProps> | undefined;
  const origin = siteOriginOf(window.location.protocol, window.location.hostname, props?.sitePort ?? '4321');
  return <img className="halaqa-rich-text-image" src={new URL(src, origin).href} alt={alt} />;
}

export class SiteImageNode extends SiteImageServerNode {
  static override getType(): string {
    return super.getType();
  }

  static override clone(node: SiteImageNode): SiteImageNode {
    return new SiteImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedSiteImageNode): SiteImageNode {
    return $createSiteImageNode(json.src, json.alt);
  }

  /** Pasted HTML: the same rule as the server's, making the admin's own node. */
  static override importDOM(): DOMConversionMap {
    return imageConversion($createSiteImageNode);
  }

  override exportJSON(): SerializedSiteImageNode {
    return super.exportJSON();
  }

  override decorate(): JSX.Element {
    return <SiteImage src={this.__src} alt={this.__alt} />;
  }
}

function $createSiteImageNode(src: string, alt: string): SiteImageNode {
  return $applyNodeReplacement(new SiteImageNode(src, alt));
}

export const SiteImageFeatureClient = createClientFeature({ nodes: [SiteImageNode] });
