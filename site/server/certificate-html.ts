import sanitizeHtml from 'sanitize-html';
import {
  CERTIFICATE_TEMPLATE_ATTRIBUTES,
  CERTIFICATE_TEMPLATE_TAGS,
  certificateDocument,
  certificateValues,
  defaultCertificateTemplate,
  fillCertificateTemplate,
  isCertificateImageSource,
  type CertificateFacts,
} from '@halaqa/shared/certificate-template';
import type { FormOfAddress } from '@halaqa/shared/form-of-address';
import { directionOf, type Language, type Translate } from '@halaqa/shared/i18n/index';

/**
 * The HTML page a certificate is printed from: the course's template, cleaned, or the default
 * design in the reader's language, with the placeholders filled.
 *
 * Teachers write the template, but what they write runs in the server's Chromium, so it is
 * sanitised at every render (not only when saved: templates written in the editors' admin or
 * before a rule changed are covered too). Kept: the tags and inline styles a certificate's
 * layout needs (blocks, headings, text, lists, tables, images, links). Removed: scripts, event
 * handlers, forms, frames, objects, <style> and <link>. Images may come only from this site's
 * public files or data URIs; the renderer also turns JavaScript off and lets no request leave
 * the page but those files, so not even a CSS url() can reach another address.
 */
const TEMPLATE_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...CERTIFICATE_TEMPLATE_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CERTIFICATE_TEMPLATE_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && isCertificateImageSource(src) ? { src, ...rest } : rest };
    },
  },
};

export function sanitiseCertificateTemplate(template: string): string {
  return sanitizeHtml(template, TEMPLATE_RULES);
}

export interface CertificatePage {
  /** The course's certificateTemplate; empty for the default design. */
  template: string;
  facts: CertificateFacts;
  /** How the holder asks to be spoken of: the default design's words agree with them. */
  holder?: FormOfAddress;
  language: Language;
  t: Translate;
  /** Where relative addresses (/files/public/…) resolve, and the only origin images may come from. */
  baseUrl: string;
  /** The site's logo (a public file's key) and name, which the default design shows above its title. */
  site?: { logoKey: string; name: string };
  /** The course's signature (a public file's key) and the name under it, which the default design shows. */
  signature?: { key: string; signer: string };
}

export function certificateHtml({ template, facts, holder, language, t, baseUrl, site, signature }: CertificatePage): string {
  const custom = template.trim() !== '';
  const design = custom
    ? sanitiseCertificateTemplate(template)
    : defaultCertificateTemplate(t, {
        withGrade: facts.grade !== null,
        withPossible: facts.possible !== null,
        logo: site?.logoKey ? { src: `/files/${site.logoKey}`, alt: site.name } : undefined,
        holder,
        signature: signature ? { src: `/files/${signature.key}`, signer: signature.signer } : undefined,
      });
  return certificateDocument({
    body: fillCertificateTemplate(design, certificateValues(facts, language)),
    language,
    direction: custom ? 'auto' : directionOf(language),
    baseUrl,
  });
}
