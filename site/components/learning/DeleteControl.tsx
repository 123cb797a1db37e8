import { useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { HydratedButton } from './HydratedButton';

/** Delete, asked twice: the first click shows the question with "Yes, delete" and "Cancel". */
export function DeleteControl({ question, t, onConfirm }: { question: string; t: Translate; onConfirm: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <HydratedButton className="link-button" onClick={() => setAsking(true)}>
        {t('learning.actions.delete')}
      </HydratedButton>
    );
  }
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }
  return (
    <span className="delete-question" role="group" aria-label={question}>
      <span>{question}</span>
      <HydratedButton className="danger" disabled={busy} onClick={confirm}>
        {t('learning.actions.confirmDelete')}
      </HydratedButton>
      <HydratedButton className="link-button" disabled={busy} onClick={() => setAsking(false)}>
        {t('learning.actions.cancel')}
      </HydratedButton>
    </span>
  );
}
