import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { directionOf, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { imageUrl } from '@halaqa/shared/image-widths';
import { DEFAULT_THEME_COLOR, textOnThemeFill } from '@halaqa/shared/theme-shades';
import type { SiteTenant } from '../tenants/site-tenant';
import { siteOriginOf } from '../tenants/site-origin';

/**
 * A site's mail to one of its users (issue #44, item 3), in the site's colours with its logo, in
 * the reader's language and direction, as HTML and as plain text. Built with React Email, which
 * writes the table-based, inline-styled HTML that mail programs (Outlook, Gmail) still need, and
 * its plain-text part from the same tree, so the two never say different things.
 */

export interface MailRow {
  label: string;
  value: string;
}

export interface SiteMailContent {
  /** The line mail programs show after the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs (an order's number and date). */
  facts?: MailRow[];
  /** Priced lines and their total (a receipt's courses). */
  lines?: { rows: MailRow[]; total: MailRow };
  /** The one button, to a page of the site. */
  action?: { label: string; href: string };
}

/** What a mail shows of its site: its name, address, logo (an absolute URL) and colour. */
export interface MailBrand {
  siteName: string;
  origin: string;
  logoUrl: string | null;
  colour: string;
}

export function brandOf(tenant: Pick<SiteTenant, 'siteName' | 'siteLogo' | 'themeColor' | 'domains'>): MailBrand {
  const origin = siteOriginOf(tenant);
  return { siteName: tenant.siteName, origin, logoUrl: tenant.siteLogo ? `${origin}${imageUrl(tenant.siteLogo, 320)}` : null, colour: tenant.themeColor || DEFAULT_THEME_COLOR };
}

function SiteMail({ brand, language, content }: { brand: MailBrand; language: Language; content: SiteMailContent }) {
  const t = translatorFor(language);
  const { origin, colour } = brand;
  const dir = directionOf(language);
  const text = { fontSize: '16px', lineHeight: '24px', color: '#1f2328', textAlign: 'start' as const };
  return (
    <Html lang={language} dir={dir}>
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f5f7', fontFamily: "'Segoe UI', Tahoma, Arial, 'Noto Naskh Arabic', sans-serif", margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '12px', borderTop: `6px solid ${colour}`, maxWidth: '560px', padding: '24px 32px' }}>
          <Section>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.siteName} height="48" style={{ height: '48px', width: 'auto' }} />
            ) : (
              <Text style={{ ...text, color: colour, fontSize: '20px', fontWeight: 700, margin: 0 }}>{brand.siteName}</Text>
            )}
          </Section>
          <Heading as="h1" style={{ ...text, fontSize: '22px', lineHeight: '30px', margin: '24px 0 8px' }}>
            {content.heading}
          </Heading>
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={text}>
              {paragraph}
            </Text>
          ))}
          {content.facts?.map((fact) => (
            <Text key={fact.label} style={{ ...text, margin: '4px 0' }}>
              <strong>{fact.label}:</strong> <bdi>{fact.value}</bdi>
            </Text>
          ))}
          {content.lines ? (
            <table role="presentation" data-text-format="dataTable" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '16px 0' }}>
              <tbody>
                {content.lines.rows.map((row) => (
                  <tr key={row.label}>
                    <td style={{ ...text, borderBottom: '1px solid #e3e5e8', padding: '8px 0' }}>
                      <bdi>{row.label}</bdi>
                    </td>
                    <td style={{ ...text, borderBottom: '1px solid #e3e5e8', padding: '8px 0', textAlign: 'end', whiteSpace: 'nowrap' }}>{row.value}</td>
                  </tr>
                ))}
                <tr>
                  <td style={{ ...text, fontWeight: 700, padding: '8px 0' }}>{content.lines.total.label}</td>
                  <td style={{ ...text, fontWeight: 700, padding: '8px 0', textAlign: 'end', whiteSpace: 'nowrap' }}>{content.lines.total.value}</td>
                </tr>
              </tbody>
            </table>
          ) : null}
          {content.action ? (
            <Section style={{ margin: '24px 0' }}>
              <Link href={content.action.href} style={{ backgroundColor: colour, borderRadius: '8px', color: textOnThemeFill(colour), display: 'inline-block', fontSize: '16px', fontWeight: 600, padding: '12px 24px', textDecoration: 'none' }}>
                {content.action.label}
              </Link>
            </Section>
          ) : null}
          <Hr style={{ borderColor: '#e3e5e8', margin: '24px 0 12px' }} />
          <Text style={{ ...text, color: '#59636e', fontSize: '13px', lineHeight: '20px' }}>{t('mail.footer', { siteName: brand.siteName, origin })}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The plain-text part as people read it: lines as written (no wrapping at 80 columns, which
 * breaks links), headings as written (not in capitals), no logo.
 */
const PLAIN_TEXT = {
  wordwrap: false as const,
  // React Email's own selectors come first (layout tables as blocks, images skipped); the priced
  // lines are a table of their own, written as columns.
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { maxColumnWidth: 120, uppercaseHeaderCells: false } },
  ],
};

/** A mail of the brand's site: its HTML and its plain-text part, in `language`. */
export async function renderBrandedMail(brand: MailBrand, language: Language, content: SiteMailContent): Promise<{ html: string; text: string }> {
  const mail = <SiteMail brand={brand} language={language} content={content} />;
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return { html, text };
}

/** A mail of the site, in its colours with its logo. */
export function renderSiteMail(tenant: SiteTenant, language: Language, content: SiteMailContent): Promise<{ html: string; text: string }> {
  return renderBrandedMail(brandOf(tenant), language, content);
}
