import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** The design a certificate is printed with: its course's template, or '' (the default design) once the course is gone. */
export async function certificateTemplateOf(ctx: TenantContext, courseId: string): Promise<string> {
  const course = await tenantDb(ctx).findOne({ collection: 'courses', where: { id: { equals: courseId } }, select: { certificateTemplate: true } });
  return course?.certificateTemplate ?? '';
}
