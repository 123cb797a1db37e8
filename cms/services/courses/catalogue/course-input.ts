import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TCreateCourseRequest, TUpdateCourseRequest } from '@halaqa/shared/schemas/courses';
import type { Course } from '../../../payload-types';
import { richTextFromHtml } from '../../content/rich-text';
import { assertPublicSiteFiles } from '../../files/assert-public-site-files';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';

type CourseData = Partial<Omit<Course, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'nameKey' | 'courseId'>>;

/** Users named as trainer or course admins must be this tenant's users. */
async function assertTenantUsers(ctx: TenantContext, ids: string[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tenantDb(ctx).count({ collection: 'users', where: { id: { in: unique } } });
  if (found !== unique.length) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.userNotFound', field });
}

/** The contract's course fields (spec names) → the stored fields; only the fields sent. */
export async function courseDataOf(ctx: TenantContext, input: TCreateCourseRequest | TUpdateCourseRequest): Promise<CourseData> {
  const data: CourseData = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.longDescription !== undefined) data.longDescription = await richTextFromHtml(ctx.payload, input.longDescription);
  if (input.price !== undefined) data.price = { amount: input.price.price, per: input.price.per };
  if (input.photo !== undefined) data.photo = input.photo;
  if (input.showmaterial !== undefined) data.showmaterial = [...new Set(input.showmaterial)];
  if (input.enable_discussions !== undefined) data.enableDiscussions = input.enable_discussions;
  if (input.unlisted !== undefined) data.unlisted = input.unlisted;
  if (input.registrationAllowed !== undefined) data.registrationAllowed = input.registrationAllowed;
  if (input.duration !== undefined) data.duration = input.duration;
  if (input.difficulty !== undefined) data.difficulty = input.difficulty;
  if (input.trainer_id !== undefined) {
    await assertTenantUsers(ctx, input.trainer_id ? [input.trainer_id] : [], 'trainer_id');
    data.trainer = input.trainer_id;
  }
  if (input.admins !== undefined) {
    await assertTenantUsers(ctx, input.admins, 'admins');
    data.admins = [...new Set(input.admins)];
  }
  if (input.certificateTemplate !== undefined) data.certificateTemplate = input.certificateTemplate;
  if (input.certificateSignature !== undefined) {
    await assertPublicSiteFiles(ctx, { certificateSignature: input.certificateSignature }, {}, '');
    data.certificateSignature = input.certificateSignature;
  }
  if (input.certificateSigner !== undefined) data.certificateSigner = input.certificateSigner;
  if (input.cert_config !== undefined) data.certConfig = { score: input.cert_config.score, source: input.cert_config.source };
  return data;
}
