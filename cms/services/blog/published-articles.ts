import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { Article } from '../../payload-types';
import type { TenantContext } from '../context';

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
export async function listPublishedArticles({ payload, tenant }: TenantContext): Promise<ArticleCard[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ tenant: { equals: tenant.id } }, { _status: { equals: 'published' } }] },
    sort: '-publishedAt',
    limit: 100,
    depth: 0,
    // Explicitly filtered by tenant and to published articles, which every visitor may read.
    overrideAccess: true,
  });
  return docs.map(cardOf);
}

/** One published article with its content as HTML, or null (not found, a draft, another site's). */
export async function findPublishedArticle({ payload, tenant }: TenantContext, id: string): Promise<(ArticleCard & { html: string }) | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    // Explicitly filtered by tenant and to published articles.
    overrideAccess: true,
  });
  const article = docs[0];
  if (!article) return null;
  // The editor's own converter renders only the nodes the editor can make: no raw HTML gets in.
  const html = article.content ? convertLexicalToHTML({ data: article.content }) : '';
  return { ...cardOf(article), html };
}
