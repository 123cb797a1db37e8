import type { Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';

/** What a learning call gave: its reply, or the message to show instead (never both). */
export type Outcome<T> = { data: T; error: null } | { data: null; error: string };

/**
 * Calls the contract and turns every failure into words for the person: the server's own
 * message (already in their language), "session expired" for a 401, or "unreachable" when the
 * request never got an answer.
 */
export async function attempt<T>(t: Translate, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Outcome<T>> {
  try {
    const result = await callApi<T>(method, path, body);
    if (result.ok && result.data !== null) return { data: result.data, error: null };
    if (result.status === 401) return { data: null, error: t('errors.sessionExpired') };
    return { data: null, error: result.error ?? t('errors.internal') };
  } catch {
    return { data: null, error: t('errors.network') };
  }
}
