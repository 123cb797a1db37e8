import { useState, type FormEvent } from 'react';
import { Heading } from 'react-aria-components';
import type { Language } from '@halaqa/shared/i18n/languages';
import { RIGHTS, type Right } from '@halaqa/shared/rights';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { FormAlert } from '../auth/FormParts';
import { ModalDialog } from '../modal/ModalDialog';
import { isChosen, isEveryCourse, withCourse, withEveryCourse, type CourseOption } from './course-choice';
import type { DirectoryUser } from './user-directory';

/** The body of PUT /api/users/{id}/admin-access. */
export interface AdminAccess {
  rights: Right[];
  adminCourses?: string[];
}

interface AdminAccessDialogProps {
  language: Language;
  t: Translate;
  user: DirectoryUser;
  /** The site's courses the editor may hand out; null when they lack modify-courses (the list is then left alone). */
  courses: CourseOption[] | null;
  /** Saves the access: null when done, else the message to show. */
  onSave: (access: AdminAccess) => Promise<string | null>;
  onClose: () => void;
}

/**
 * An admin's rights (platform-core §6) and the courses they manage, saved in one call so the
 * user is never an admin with rights but without their limits. Services do not exist yet, so
 * there are none to choose; the call keeps the ones listed.
 */
export function AdminAccessDialog({ language, t, user, courses, onSave, onClose }: AdminAccessDialogProps) {
  const [rights, setRights] = useState<Right[]>(user.role.role === 'admin' ? user.role.rights : []);
  const [chosen, setChosen] = useState<string[]>(user.role.adminCourses);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const everyCourse = isEveryCourse(chosen);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const problem = await onSave(courses ? { rights, adminCourses: chosen } : { rights });
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  }

  const tickRight = (right: Right, tick: boolean) => setRights((list) => (tick ? [...list, right] : list.filter((other) => other !== right)));

  return (
    <ModalDialog language={language} className="users-dialog" onClose={onClose}>
      <form className="teaching-form" onSubmit={(event) => void save(event)}>
        <Heading slot="title" level={2}>
          {t('users.access.title', { name: user.name })}
        </Heading>
        <p className="muted">{t('users.access.intro')}</p>
        <fieldset>
          <legend>{t('users.access.rights')}</legend>
          {RIGHTS.map((right) => (
            <label key={right} className="checkbox">
              <input type="checkbox" checked={rights.includes(right)} onChange={(event) => tickRight(right, event.target.checked)} />
              {t(`users.rights.${right}`)}
            </label>
          ))}
        </fieldset>
        {courses ? (
          <fieldset>
            <legend>{t('users.access.courses')}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={everyCourse} onChange={(event) => setChosen((list) => withEveryCourse(list, event.target.checked))} />
              {t('users.access.everyCourse')}
            </label>
            {courses.length === 0 ? <p className="muted">{t('users.access.noCourses')}</p> : null}
            {courses.map((course) => (
              <label key={course.id} className="checkbox">
                <input
                  type="checkbox"
                  disabled={everyCourse}
                  checked={everyCourse || isChosen(chosen, course)}
                  onChange={(event) => setChosen((list) => withCourse(list, course, event.target.checked))}
                />
                <bdi>{course.name}</bdi>
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>{t('users.access.services')}</legend>
          <p className="muted">{t('users.access.noServices')}</p>
        </fieldset>
        <FormAlert message={error} />
        <div className="actions">
          <button type="button" className="secondary" onClick={onClose}>
            {t('users.access.cancel')}
          </button>
          <button type="submit" disabled={busy}>
            {busy ? t('users.access.saving') : t('users.access.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
