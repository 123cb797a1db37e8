import type { Article } from '../../payload-types';

export interface ArticleCard {
  id: string;
  title: string;
  summary: string;
  coverImage: string;
  publishedAt: string;
}

export const cardOf = (article: Article): ArticleCard => ({
  id: article.id,
  title: article.title,
  summary: article.summary ?? '',
  coverImage: article.coverImage ?? '',
  publishedAt: article.publishedAt ?? article.createdAt,
});
