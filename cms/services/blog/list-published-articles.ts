import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { type ArticleCard, cardOf } from './article-card';

/** The blog's published articles, newest first (drafts never leave the admin). */
export async function listPublishedArticles(ctx: TenantContext): Promise<ArticleCard[]> {
  // Published articles, which every visitor may read.
  const { docs } = await tenantDb(ctx).find({ collection: 'articles', where: { _status: { equals: 'published' } }, sort: '-publishedAt', limit: 100 });
  return docs.map(cardOf);
}
