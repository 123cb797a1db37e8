import { useState } from 'react';
import type { TCourseUser } from '@halaqa/shared/api-contract/course-shapes';
import { callApi } from '../api-client';
import { BreakableEmail } from '../bidi/BreakableEmail';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import textsOf from 'virtual:island-texts/course-users';

/** The course's registered students with their progress; a manager removes one (DELETE …/users/{userId}). */
function CourseUsers({ language, messages, courseId, initialUsers }: TranslatedProps & { courseId: string; initialUsers: TCourseUser[] }) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [users, setUsers] = useState(initialUsers);
  /** A removal's failure, shown in its student's row beside the button (issue #44, item 4). */
  const [error, setError] = useState<{ userId: string; message: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function remove(user: TCourseUser) {
    if (!window.confirm(t('teaching.confirmRemoveStudent', { name: user.name }))) return;
    setBusyId(user.id);
    setError(null);
    try {
      const result = await callApi('DELETE', `/api/courses/${courseId}/users/${user.id}`);
      if (result.ok) setUsers((list) => list.filter((other) => other.id !== user.id));
      else setError({ userId: user.id, message: result.error ?? t('teaching.saveFailed') });
    } catch {
      setError({ userId: user.id, message: t('errors.network') });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="course-users-heading">
      <h2 id="course-users-heading">{t('teaching.students', { count: users.length })}</h2>
      {users.length === 0 ? (
        <p className="muted">{t('teaching.noStudents')}</p>
      ) : (
        <table className="data-table card-table">
          <thead>
            <tr>
              <th scope="col">{t('teaching.studentName')}</th>
              <th scope="col">{t('teaching.email')}</th>
              <th scope="col">{t('teaching.progress')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('teaching.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} data-testid="course-user">
                <td data-label={t('teaching.studentName')}><bdi>{user.name}</bdi></td>
                <td data-label={t('teaching.email')}>
                  <BreakableEmail address={user.email} />
                </td>
                <td data-label={t('teaching.progress')}>{t('teaching.progressOf', { completed: user.progress.completed, total: user.progress.total })}</td>
                <td data-label={t('teaching.actions')}>
                  <button
                    type="button"
                    className="secondary danger"
                    disabled={!hydrated || busyId === user.id}
                    aria-describedby={error?.userId === user.id ? `remove-error-${user.id}` : undefined}
                    onClick={() => void remove(user)}
                  >
                    {t('teaching.removeStudent')}
                  </button>
                  {error?.userId === user.id ? <FormAlert id={`remove-error-${user.id}`} message={error.message} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, CourseUsers);
