import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { Article } from '../../payload-types';
import { htmlConverters } from '../content/rich-text';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

export interface ArticleCard {
  id: string;
  title: string;
  summary: string;
  coverImage: string;
  publishedAt: string;
}

const cardOf = (article: Article): ArticleCard => ({
  id: article.id,
  title: article.title,
  summary: article.summary ?? '',
  coverImage: article.coverImage ?? '',
  publishedAt: article.publishedAt ?? article.createdAt,
});

/** The blog's published articles, newest first (drafts never leave the admin). */
export async function listPublishedArticles(ctx: TenantContext): Promise<ArticleCard[]> {
  // Published articles, which every visitor may read.
  const { docs } = await tenantDb(ctx).find({ collection: 'articles', where: { _status: { equals: 'published' } }, sort: '-publishedAt', limit: 100 });
  return docs.map(cardOf);
}

/** One published article with its content as HTML, or null (not found, a draft, another site's). */
export async function findPublishedArticle(ctx: TenantContext, id: string): Promise<(ArticleCard & { html: string }) | null> {
  const article = await tenantDb(ctx).findOne({ collection: 'articles', where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] } });
  if (!article) return null;
  // The editor's own converter renders only the nodes the editor can make: no raw HTML gets in.
  const html = article.content ? convertLexicalToHTML({ data: article.content, converters: htmlConverters }) : '';
  return { ...cardOf(article), html };
}
