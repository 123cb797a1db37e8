import { useState } from 'react';
import { callApi, type ApiResult } from '../api-client';
import { BreakableEmail } from '../bidi/BreakableEmail';
import { FormAlert, FormSuccess } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AdminAccessDialog, type AdminAccess } from './AdminAccessDialog';
import type { CourseOption } from './course-choice';
import { DeleteUserDialog } from './DeleteUserDialog';
import { filterUsers, pageOf, ROLE_FILTERS, rolesOf, type DirectoryUser, type RoleFilter } from './user-directory';
import textsOf from 'virtual:island-texts/users-admin';

export interface UsersAdminProps extends TranslatedProps {
  initialUsers: DirectoryUser[];
  actorId: string;
  /** The modify-admins right: roles and an admin's access. */
  canChangeRoles: boolean;
  /** The courses the actor may hand to an admin; null without modify-courses. */
  courses: CourseOption[] | null;
}

type Dialog = { kind: 'access' | 'delete'; user: DirectoryUser } | null;

/**
 * The site's users for the owner and user managers (/admin/users, issue #14): search and role
 * filter over GET /api/users (which has no pages, so the list is paged here), and each action
 * through its own call. The server decides who may act on whom; its refusal, in the page's
 * language, shows beside the action, and the list changes only once the call has succeeded.
 */
function UsersAdmin({ language, messages, initialUsers, actorId, canChangeRoles, courses }: UsersAdminProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [users, setUsers] = useState(initialUsers);
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<RoleFilter | ''>('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ userId: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const found = filterUsers(users, query, role);
  const shown = pageOf(found, page);

  /**
   * Runs one call for `user`; on success puts `next` (the user as now stored, or null once
   * deleted) in the list and says `doneKey`. Returns the refusal's message, or null.
   */
  async function perform<T>(user: DirectoryUser, call: () => Promise<ApiResult<T>>, next: (data: T) => DirectoryUser | null, doneKey: string): Promise<string | null> {
    setBusyId(user.id);
    setRowError(null);
    setDone(null);
    try {
      const result = await call();
      if (!result.ok) return result.error ?? t('users.failed');
      const updated = next(result.data as T);
      setUsers((list) => (updated ? list.map((other) => (other.id === user.id ? updated : other)) : list.filter((other) => other.id !== user.id)));
      setDone(t(doneKey, { name: user.name }));
      return null;
    } catch {
      return t('errors.network');
    } finally {
      setBusyId(null);
    }
  }

  async function inRow<T>(user: DirectoryUser, call: () => Promise<ApiResult<T>>, next: (data: T) => DirectoryUser | null, doneKey: string) {
    const problem = await perform(user, call, next, doneKey);
    if (problem) setRowError({ userId: user.id, message: problem });
  }

  const returned = (data: DirectoryUser) => data;
  const path = (user: DirectoryUser, action = '') => `/api/users/${user.id}${action}`;

  const demote = (user: DirectoryUser) => inRow(user, () => callApi<DirectoryUser>('POST', path(user, '/rights'), { newRole: 'user' }), returned, 'users.done.demoted');
  const setTeacher = (user: DirectoryUser, isTeacher: boolean) =>
    inRow(user, () => callApi<DirectoryUser>('PUT', path(user), { isTeacher }), returned, isTeacher ? 'users.done.teacherOn' : 'users.done.teacherOff');
  const setSuspended = (user: DirectoryUser, suspended: boolean) =>
    inRow(user, () => callApi<true>('POST', path(user, suspended ? '/suspend' : '/unsuspend')), () => ({ ...user, suspended }), suspended ? 'users.done.suspended' : 'users.done.unsuspended');
  const saveAccess = (user: DirectoryUser, access: AdminAccess) => perform(user, () => callApi<DirectoryUser>('PUT', path(user, '/admin-access'), access), returned, 'users.done.accessSaved');
  const remove = (user: DirectoryUser) => perform(user, () => callApi('DELETE', path(user)), () => null, 'users.done.deleted');

  const changeFilter = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <div className="users-admin">
      <div className="users-filters" role="search">
        <label className="field">
          <span className="field-label">{t('users.search')}</span>
          <input type="search" value={query} onChange={(event) => changeFilter(() => setQuery(event.target.value))} />
        </label>
        <label className="field">
          <span className="field-label">{t('users.roleFilter')}</span>
          <select value={role} onChange={(event) => changeFilter(() => setRole(event.target.value as RoleFilter | ''))}>
            <option value="">{t('users.allRoles')}</option>
            {ROLE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`users.roles.${filter}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted" aria-live="polite" data-testid="users-found">
        {t('users.found', { count: found.length })}
      </p>
      <FormSuccess message={done} />
      {found.length === 0 ? (
        <p className="muted">{t('users.empty')}</p>
      ) : (
        <table className="data-table users-table card-table">
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.role')}</th>
              <th scope="col">{t('users.status')}</th>
              <th scope="col">{t('users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.items.map((user) => {
              const isAdmin = user.role.role === 'admin';
              const isSelf = user.id === actorId;
              // One's own account, and the owner's, are changed on the profile page (the site
              // refuses suspending, demoting or deleting them here): no button that can only fail.
              const protectedRow = isSelf || user.role.role === 'owner';
              const disabled = !hydrated || busyId !== null;
              const described = { disabled, 'aria-describedby': `user-${user.id}` };
              return (
                <tr key={user.id} data-testid="user-row">
                  <td data-label={t('users.name')}>
                    <span id={`user-${user.id}`} className="user-name">
                      <bdi>{user.name}</bdi>
                    </span>
                    {isSelf ? ` ${t('users.you')}` : null}
                    <div className="muted user-email">
                      <BreakableEmail address={user.email} />
                    </div>
                  </td>
                  <td data-label={t('users.role')} data-testid="user-roles">{rolesOf(user).map((name) => t(`users.roles.${name}`)).join(' · ')}</td>
                  <td data-label={t('users.status')} data-testid="user-status">{user.suspended ? t('users.suspended') : t('users.active')}</td>
                  <td data-label={t('users.actions')}>
                    <div className="row-actions">
                      {isSelf ? <a href="/profile">{t('users.ownAccount')}</a> : null}
                      {canChangeRoles && !protectedRow && user.role.role === 'user' ? (
                        <button type="button" className="secondary" {...described} onClick={() => setDialog({ kind: 'access', user })}>
                          {t('users.makeAdmin')}
                        </button>
                      ) : null}
                      {canChangeRoles && !protectedRow && isAdmin ? (
                        <button type="button" className="secondary" {...described} onClick={() => setDialog({ kind: 'access', user })}>
                          {t('users.editAccess')}
                        </button>
                      ) : null}
                      {canChangeRoles && !protectedRow && user.role.role !== 'user' ? (
                        <button type="button" className="secondary" {...described} onClick={() => void demote(user)}>
                          {t('users.removeAdmin')}
                        </button>
                      ) : null}
                      <button type="button" className="secondary" {...described} onClick={() => void setTeacher(user, !user.isTeacher)}>
                        {user.isTeacher ? t('users.removeTeacher') : t('users.makeTeacher')}
                      </button>
                      {protectedRow ? null : (
                        <>
                          <button type="button" className="secondary" {...described} onClick={() => void setSuspended(user, !user.suspended)}>
                            {user.suspended ? t('users.unsuspend') : t('users.suspend')}
                          </button>
                          <button type="button" className="secondary danger" {...described} onClick={() => setDialog({ kind: 'delete', user })}>
                            {t('users.delete')}
                          </button>
                        </>
                      )}
                    </div>
                    {rowError?.userId === user.id ? <FormAlert message={rowError.message} /> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {shown.pageCount > 1 ? (
        <nav className="users-pages" aria-label={t('users.pages')}>
          <button type="button" className="secondary" disabled={shown.page === 1} onClick={() => setPage(shown.page - 1)}>
            {t('users.previous')}
          </button>
          <span>{t('users.pageOf', { page: shown.page, count: shown.pageCount })}</span>
          <button type="button" className="secondary" disabled={shown.page === shown.pageCount} onClick={() => setPage(shown.page + 1)}>
            {t('users.next')}
          </button>
        </nav>
      ) : null}
      {dialog?.kind === 'access' ? (
        <AdminAccessDialog language={language} t={t} user={dialog.user} courses={courses} onSave={(access) => saveAccess(dialog.user, access)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteUserDialog language={language} t={t} user={dialog.user} onConfirm={() => remove(dialog.user)} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

export default withCrashScreenAndTexts(textsOf, UsersAdmin);
