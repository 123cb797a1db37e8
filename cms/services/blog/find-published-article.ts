import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import { htmlConverters } from '../content/rich-text';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { type ArticleCard, cardOf } from './article-card';

/** One published article with its content as HTML, or null (not found, a draft, another site's). */
export async function findPublishedArticle(ctx: TenantContext, id: string): Promise<(ArticleCard & { html: string }) | null> {
  const article = await tenantDb(ctx).findOne({ collection: 'articles', where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] } });
  if (!article) return null;
  // The editor's own converter renders only the nodes the editor can make: no raw HTML gets in.
  const html = article.content ? convertLexicalToHTML({ data: article.content, converters: htmlConverters }) : '';
  return { ...cardOf(article), html };
}
