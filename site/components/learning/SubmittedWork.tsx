import { displayNameOfKey } from '@halaqa/shared/file-keys';
import type { Translate } from '@halaqa/shared/i18n/index';

/** What a student handed in: links to the files (private: /files serves them to the student and the course's managers) and the text. */
export function SubmittedWork({ fileKeys, text, t }: { fileKeys: string[]; text: string; t: Translate }) {
  return (
    <div className="submitted-work">
      {fileKeys.length > 0 ? (
        <ul className="file-list" aria-label={t('assessment.assignment.files')}>
          {fileKeys.map((key) => (
            <li key={key}>
              <a href={`/files/${key}`} download={displayNameOfKey(key)} dir="ltr">
                {displayNameOfKey(key)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {text.trim() ? (
        <p className="submission-text" data-testid="submission-text">
          {text}
        </p>
      ) : (
        <p className="muted">{t('assessment.assignment.noText')}</p>
      )}
    </div>
  );
}
