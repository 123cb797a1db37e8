import type { CollectionConfig } from 'payload';
import { hasRight } from '@halaqa/shared/rights';
import { sessionUserOf } from '../access/staff';
import { tenantField } from '../fields/tenant-field';

/** Editors with the modify-blog right (and the owner) write articles; readers see them on the site. */
const canEditBlog = ({ req }: Parameters<NonNullable<NonNullable<CollectionConfig['access']>['read']>>[0]) => {
  const user = sessionUserOf(req);
  return Boolean(user && hasRight(user, 'modify-blog'));
};

/**
 * Blog articles (learning-content §3: draft or published), written in the Payload admin with its
 * rich-text editor and shown at /blog and /blog/article/{id}. Only published versions reach the
 * site (services/blog).
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'publishedAt'] },
  versions: { drafts: true },
  access: { create: canEditBlog, read: canEditBlog, update: canEditBlog, delete: canEditBlog },
  fields: [
    // Filled with the editor's own tenant; the multi-tenant plugin refuses any other.
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true } }),
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'coverImage', type: 'text', admin: { description: 'File key of the cover image (16:9).' } },
    { name: 'content', type: 'richText' },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
  hooks: {
    beforeChange: [
      ({ data }) => (data._status === 'published' && !data.publishedAt ? { ...data, publishedAt: new Date().toISOString() } : data),
    ],
  },
};
