import { useState } from 'react';
import { Heading } from 'react-aria-components';
import type { Language } from '@halaqa/shared/i18n/languages';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { FormAlert } from '../auth/FormParts';
import { ModalDialog } from '../modal/ModalDialog';
import type { DirectoryUser } from './user-directory';

interface DeleteUserDialogProps {
  language: Language;
  t: Translate;
  user: DirectoryUser;
  /** Deletes the user: null when done, else the message to show. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** Asks before deleting an account for good, and says why when the site refuses. */
export function DeleteUserDialog({ language, t, user, onConfirm, onClose }: DeleteUserDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  }

  return (
    <ModalDialog language={language} className="users-dialog" aria-describedby="delete-user-body" onClose={onClose}>
      <Heading slot="title" level={2}>
        {t('users.deletion.title', { name: user.name })}
      </Heading>
      <p id="delete-user-body">{t('users.deletion.body')}</p>
      <FormAlert message={error} />
      <div className="actions">
        <button type="button" className="secondary" onClick={onClose}>
          {t('users.deletion.cancel')}
        </button>
        <button type="button" className="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? t('users.deletion.deleting') : t('users.deletion.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
