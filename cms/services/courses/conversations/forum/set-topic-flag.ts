import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findTopic, forumScope } from './forum-scope';
import { topicView } from './topic-view';

/** PUT …/lock {locked} and …/pin {pinned}: managers only. */
export async function setTopicFlag(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, flag: 'locked' | 'pinned', value: boolean): Promise<TTopic> {
  const { course, role } = await forumScope(ctx, actor, courseId);
  if (!role.manager) throw new AppError(AppErrorCode.FORBIDDEN);
  const topic = await findTopic(ctx, course, topicId);
  return topicView(ctx, await tenantDb(ctx).update({ collection: 'forum-topics', id: topic.id, data: { [flag]: value } }));
}
