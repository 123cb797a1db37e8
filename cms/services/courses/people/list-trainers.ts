import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';

/** GET /api/users/trainers: the site's teachers, as the course pages introduce them. */
export async function listTrainers(ctx: TenantContext) {
  const { docs } = await tenantDb(ctx).find({
    collection: 'users',
    where: { and: [{ isTeacher: { equals: true } }, { suspended: { not_equals: true } }] },
    sort: 'name',
    select: { name: true, profilephoto: true, bio: true },
  });
  return docs.map((user) => ({ id: user.id, name: user.name ?? '', profilephoto: user.profilephoto ?? '', bio: user.bio ?? '' }));
}
