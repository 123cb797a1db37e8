import { useEffect, useState } from 'react';
import { formatDateTime } from '@halaqa/shared/intl-formats';
import { timeAgo } from '@halaqa/shared/relative-time';
import { callApi } from '../api-client';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/sessions-list';

interface SessionListing {
  id: string;
  lastSeenAt: string;
  userAgent: string;
  ip: string;
  current: boolean;
  /** Read from the user agent on the server (ua-parser-js); null when unknown. */
  browser: string | null;
  os: string | null;
}

/**
 * The profile's "where you are signed in": each session as people say it ("Chrome on Android"),
 * the address it came from (all that is known of where: no geo-IP), and how long ago it was
 * used, in the page's language; a sign-out for each other one, and one for all the others. A 401 means this session itself was
 * ended (signed out elsewhere, suspended): the spec's "Session has expired. Please reload."
 */
function SessionsList({ language, messages }: TranslatedProps) {
  const t = useTranslator(language, messages);
  const [sessions, setSessions] = useState<SessionListing[] | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function run(method: 'GET' | 'DELETE', path: string) {
    try {
      const result = await callApi<SessionListing[]>(method, path);
      if (result.status === 401) return setError(t('errors.sessionExpired'));
      if (!result.ok) return setError(result.error ?? String(result.status));
      setError(undefined);
      const listing = method === 'GET' ? result : await callApi<SessionListing[]>('GET', '/api/users/sessions');
      if (listing.ok && listing.data) setSessions(listing.data);
    } catch {
      setError(t('errors.network'));
    }
  }

  useEffect(() => {
    void run('GET', '/api/users/sessions');
  }, []);

  const deviceOf = ({ browser, os }: SessionListing) =>
    browser && os ? t('accountPages.sessions.device', { browser, os }) : (browser ?? os ?? t('profile.unknownDevice'));
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('profile.sessions')}</h2>
      <FormAlert message={error} />
      {sessions === null ? <p className="muted">{t('profile.loading')}</p> : null}
      <ul className="sessions">
        {sessions?.map((session) => (
          <li key={session.id} data-testid="session" data-current={session.current}>
            <strong data-testid="session-device">{deviceOf(session)}</strong>
            <span className="muted">
              {session.current ? (
                t('profile.thisDevice')
              ) : (
                <time dateTime={session.lastSeenAt} title={formatDateTime(language, session.lastSeenAt)}>
                  {t('profile.lastSeen', { when: timeAgo(session.lastSeenAt, new Date(), language) })}
                </time>
              )}
              {session.ip ? (
                <>
                  {' · '}
                  <bdi dir="ltr">{session.ip}</bdi>
                </>
              ) : null}
            </span>
            {session.current ? null : (
              <button type="button" className="link-button" onClick={() => run('DELETE', `/api/users/sessions/${session.id}`)}>
                {t('profile.signOutSession')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => run('DELETE', '/api/users/sessions/other')}>
        {t('profile.signOutOthers')}
      </button>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, SessionsList);
