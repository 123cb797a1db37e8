import type { z } from 'zod';
import type { Translate } from '@halaqa/shared/i18n/index';
import { issuesByField } from '@halaqa/shared/schemas/validation-error';
import { useHydrated } from '../use-hydrated';

/** Each invalid field's message in the form's language, from a failed schema parse. */
export function fieldErrorsOf(error: z.ZodError, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(issuesByField(error)).map(([field, key]) => [field, t(key, { field })]));
}

/**
 * The whole form's problem (the server's reply, a network failure), announced when it appears.
 * `id`: for the control it is about to name it (aria-describedby), where it is shown beside that control.
 */
export function FormAlert({ message, id }: { message?: string; id?: string }) {
  return message ? (
    <p className="notice error" role="alert" id={id}>
      {message}
    </p>
  ) : null;
}

/** A form's success, announced when it appears; nothing when there is none. */
export function FormSuccess({ message }: { message?: string | null }) {
  return message ? (
    <p className="notice success" role="status">
      {message}
    </p>
  ) : null;
}

/**
 * The submit button stays disabled until React runs, so an early click cannot fall back to a
 * native submit (which would put the password in the URL), and while a request is under way.
 */
/** `danger`: the form's action cannot be undone (deleting an account), and looks it. */
export function SubmitButton({ busy, label, busyLabel, danger = false }: { busy: boolean; label: string; busyLabel: string; danger?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={danger ? 'danger' : undefined} disabled={!hydrated || busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
