import { defaultEditorFeatures } from '@payloadcms/richtext-lexical';
import { SiteImageFeature } from './site-image/server';

/**
 * The Payload editor's features, one list for the admin's editor (payload.config.ts) and the
 * conversions of the site's HTML (services/content/rich-text.ts), so both know the same nodes:
 * Payload's defaults and the images of the site's files.
 */
export const editorFeatures = [...defaultEditorFeatures, SiteImageFeature()];
