import type { CollectionConfig } from 'payload';
import { ZUpdateCourseRequest } from '@halaqa/shared/schemas/courses';
import { sessionUserOf, siteDocumentsWithRight } from '../access/staff';
import { siteFileKeys } from '../fields/site-file-keys';
import { tenantField } from '../fields/tenant-field';
import { collectionLabels, withFieldLabels } from './admin-labels';
import { fileKeysWidget } from './admin-widgets';

/** Editors with the modify-blog right (and the owner) write their site's articles; readers see them on the site. */
const canEditBlog = siteDocumentsWithRight('modify-blog');

/**
 * Blog articles (learning-content §3: draft or published), written in the Payload admin with its
 * rich-text editor and shown at /blog and /blog/article/{id}. Only published versions reach the
 * site (services/blog).
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: collectionLabels('articles'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'publishedAt'] },
  versions: { drafts: true },
  access: { create: canEditBlog, read: canEditBlog, update: canEditBlog, delete: canEditBlog },
  fields: withFieldLabels('articles', [
    // Filled with the editor's own tenant; the multi-tenant plugin refuses any other.
    tenantField({ defaultValue: ({ req }) => sessionUserOf(req)?.tenant, admin: { hidden: true }, access: { update: () => false } }),
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    // A file key like a course photo's (the blog has no API of its own on the site).
    { name: 'coverImage', type: 'text', admin: fileKeysWidget, validate: siteFileKeys(ZUpdateCourseRequest.shape.photo) },
    { name: 'content', type: 'richText' },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ]),
  hooks: {
    beforeChange: [
      ({ data }) => (data._status === 'published' && !data.publishedAt ? { ...data, publishedAt: new Date().toISOString() } : data),
    ],
  },
};
