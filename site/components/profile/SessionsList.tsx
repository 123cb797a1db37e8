import { useEffect, useState } from 'react';
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
}

/**
 * The profile's "where you are signed in": each session with its device and last activity, a
 * sign-out for each other one, and one for all the others. A 401 means this session itself was
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

  const formatWhen = (iso: string) => new Date(iso).toLocaleString(language);
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('profile.sessions')}</h2>
      <FormAlert message={error} />
      {sessions === null ? <p className="muted">{t('profile.loading')}</p> : null}
      <ul className="sessions">
        {sessions?.map((session) => (
          <li key={session.id} data-testid="session" data-current={session.current}>
            <span dir="ltr">{session.userAgent || t('profile.unknownDevice')}</span>
            <span className="muted">
              {session.current ? t('profile.thisDevice') : t('profile.lastSeen', { when: formatWhen(session.lastSeenAt) })} · {session.ip}
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
