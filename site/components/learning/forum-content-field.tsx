import { directionOf } from '@halaqa/shared/i18n/languages';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { RichTextField } from '../rich-text/RichTextField';
import type { ContentFieldRenderer } from './PostForm';

/**
 * The forum's posts are written in the rich-text editor (issue #14). Their Lexical state can hold
 * an image of the site's files (cms/lexical/site-image), but the editor here offers none: most
 * writers are students, who may not upload public files (the upload-files right), and an image
 * from elsewhere is dropped when a post is stored (no tracking pixels in the forum).
 */
export function forumContentField(t: Translate, language: Language): ContentFieldRenderer {
  return function renderField({ id, label, initialHtml, autoFocus }) {
    return <RichTextField id={id} name="content" label={label} initialHtml={initialHtml} autoFocus={autoFocus} dir={directionOf(language)} t={t} rows={3} />;
  };
}
