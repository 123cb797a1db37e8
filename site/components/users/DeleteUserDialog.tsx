import { useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { FormAlert } from '../auth/FormParts';
import { useShownModal } from './use-shown-modal';
import type { DirectoryUser } from './user-directory';

interface DeleteUserDialogProps {
  t: Translate;
  user: DirectoryUser;
  /** Deletes the user: null when done, else the message to show. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** Asks before deleting an account for good, and says why when the site refuses. */
export function DeleteUserDialog({ t, user, onConfirm, onClose }: DeleteUserDialogProps) {
  const dialog = useShownModal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setError(problem);
    else dialog.current?.close();
  }

  return (
    <dialog ref={dialog} className="modal-card users-dialog" aria-labelledby="delete-user-title" aria-describedby="delete-user-body" onClose={onClose}>
      <h2 id="delete-user-title">{t('users.deletion.title', { name: user.name })}</h2>
      <p id="delete-user-body">{t('users.deletion.body')}</p>
      <FormAlert message={error} />
      <div className="actions">
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          {t('users.deletion.cancel')}
        </button>
        <button type="button" className="danger-filled" disabled={busy} onClick={() => void confirm()}>
          {busy ? t('users.deletion.deleting') : t('users.deletion.confirm')}
        </button>
      </div>
    </dialog>
  );
}
