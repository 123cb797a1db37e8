import { Heading } from 'react-aria-components';
import type { Translate } from '@halaqa/shared/i18n/index';
import type { Language } from '@halaqa/shared/i18n/languages';
import { ModalDialog } from '../modal/ModalDialog';

interface LastAttemptDialogProps {
  language: Language;
  t: Translate;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before the last attempt a quiz allows is submitted (issue #44, item 7): after it the
 * student cannot start another one themselves. Keep answering is the safe choice, so it comes
 * first and Escape does the same.
 */
export function LastAttemptDialog({ language, t, onConfirm, onClose }: LastAttemptDialogProps) {
  return (
    <ModalDialog language={language} className="quiz-confirm-dialog" aria-describedby="quiz-confirm-body" onClose={onClose}>
      <Heading slot="title" level={2}>
        {t('assessment.quiz.confirmLast.title')}
      </Heading>
      <p id="quiz-confirm-body">{t('assessment.quiz.confirmLast.body')}</p>
      <div className="actions">
        <button type="button" className="secondary" onClick={onClose}>
          {t('assessment.quiz.confirmLast.cancel')}
        </button>
        <button type="button" onClick={onConfirm}>
          {t('assessment.quiz.confirmLast.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
