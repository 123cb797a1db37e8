import type { CollectionBeforeChangeHook } from 'payload';
import { idOf } from '../context';
import { idOnlyContext } from './id-only-context';
import { assertCourseEditable } from './assert-course-editable';
import { assertPlanAllows } from './assert-plan-allows';

/*
 * The plan's limits as collection hooks, so they hold however a document is written: the site's
 * calls, the Payload admin and Payload's REST API alike. Each runs inside the write's transaction
 * (Payload opens one per create and update), where assertPlanAllows serialises the site's writes.
 */

/** A course (later also a service) past the plan's projects; a change to a course beyond them. */
export const projectsWithinPlan: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const tenantId = idOf(data.tenant ?? originalDoc?.tenant);
  if (!tenantId) return data;
  const tx = { ...idOnlyContext(req.payload, tenantId), req };
  if (operation === 'create') await assertPlanAllows(tx, 'projects');
  else await assertCourseEditable(tx, String(originalDoc.id));
  return data;
};

/** A lesson added to or changed in a course beyond the plan's projects (read-only until an upgrade). */
export const materialsWithinPlan: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const tenantId = idOf(data.tenant ?? originalDoc?.tenant);
  const courseId = idOf(data.course ?? originalDoc?.course);
  if (tenantId && courseId) await assertCourseEditable({ ...idOnlyContext(req.payload, tenantId), req }, courseId);
  return data;
};

const ADMIN_ROLES = ['owner', 'admin'];

/** A user past the plan's users, or a promotion to admin past its admin accounts. */
export const usersWithinPlan: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const tenantId = idOf(data.tenant ?? originalDoc?.tenant);
  if (!tenantId) return data;
  const tx = { ...idOnlyContext(req.payload, tenantId), req };
  if (operation === 'create') await assertPlanAllows(tx, 'users');
  const role = (data.role as { role?: string } | undefined)?.role;
  const previousRole = (originalDoc?.role as { role?: string } | undefined)?.role;
  if (role && ADMIN_ROLES.includes(role) && !(previousRole && ADMIN_ROLES.includes(previousRole))) {
    await assertPlanAllows(tx, 'admin_accounts');
  }
  return data;
};

/** An upload past the plan's storage (the sum of the site's file sizes). */
export const storageWithinPlan: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  const tenantId = idOf(data.tenant);
  if (operation === 'create' && tenantId) await assertPlanAllows({ ...idOnlyContext(req.payload, tenantId), req }, 'storage', Number(data.size) || 0);
  return data;
};
