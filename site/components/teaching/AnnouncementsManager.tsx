import { useState, type FormEvent } from 'react';
import type { TAnnouncement } from '@halaqa/shared/api-contract/course-shapes';
import { callApi } from '../api-client';
import { FormField } from '../auth/FormField';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { directionOf } from '@halaqa/shared/i18n/languages';
import { RichTextField } from '../rich-text/RichTextField';
import { htmlFromPlainText } from '../plain-text-html';
import textsOf from 'virtual:island-texts/announcements-manager';

interface AnnouncementsManagerProps {
  courseId: string;
  initial: TAnnouncement[];
  /**
   * Whether the writer may put images in (issue #14): an image is a public file of the site, which
   * only holders of the upload-files right may upload (POST /api/files/upload); the others get no
   * image button rather than one the server refuses.
   */
  imagesAllowed: boolean;
}

/** Posting announcements (every registered student is notified and mailed) and deleting them. */
function AnnouncementsManager({ language, messages, courseId, initial, imagesAllowed }: TranslatedProps & AnnouncementsManagerProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [announcements, setAnnouncements] = useState(initial);
  const [error, setError] = useState<string>();
  const [posted, setPosted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The editor starts again empty after a post: a new field, not a cleared one.
  const [written, setWritten] = useState(0);

  async function send(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<boolean> {
    setBusy(true);
    setError(undefined);
    setPosted(false);
    try {
      const result = await callApi<TAnnouncement[]>(method, path, body);
      if (!result.ok || !result.data) {
        setError(result.error ?? t('teaching.saveFailed'));
        return false;
      }
      setAnnouncements(result.data);
      return true;
    } catch {
      setError(t('errors.network'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The editor's HTML, or the plain text typed before it loaded.
    const field = form.elements.namedItem('content');
    const content = field instanceof HTMLTextAreaElement ? htmlFromPlainText(field.value) : String(data.get('content') ?? '');
    const ok = await send('POST', `/api/courses/${courseId}/announcement`, { title: String(data.get('title') ?? ''), content });
    if (ok) {
      form.reset();
      setWritten((count) => count + 1);
      setPosted(true);
    }
  }

  return (
    <section aria-labelledby="announcements-heading">
      <h2 id="announcements-heading">{t('teaching.announcements')}</h2>
      <form className="teaching-form" onSubmit={onSubmit} noValidate>
        <FormField name="title" label={t('teaching.announcementTitle')} required maxLength={200} />
        <RichTextField
          key={written}
          id="announcement-content"
          name="content"
          label={t('teaching.announcementText')}
          dir={directionOf(language)}
          t={t}
          rows={4}
          imageSegment={imagesAllowed ? 'announcements' : undefined}
        />
        <FormAlert message={error} />
        <FormSuccess message={posted ? t('teaching.announcementPosted') : null} />
        <SubmitButton busy={busy} label={t('teaching.postAnnouncement')} busyLabel={t('teaching.saving')} />
      </form>
      <ul className="announcement-list">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <h3 dir="auto">{announcement.title}</h3>
            {/* The server sanitised this HTML before storing it. */}
            <div dangerouslySetInnerHTML={{ __html: announcement.content }} />
            <button
              type="button"
              className="secondary danger"
              disabled={!hydrated || busy}
              onClick={() => void send('DELETE', `/api/courses/${courseId}/announcement/${announcement.id}`)}
            >
              {t('teaching.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, AnnouncementsManager);
