import type { User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';

/** How a person appears beside what they wrote or teach: id, name and photo, nothing private. */
export interface PersonRef {
  id: string;
  name: string;
  profilephoto: string;
}

export const personRefOf = (user: Pick<User, 'id' | 'name' | 'profilephoto'>): PersonRef => ({
  id: user.id,
  name: user.name,
  profilephoto: user.profilephoto ?? '',
});

/**
 * A deleted account leaves its posts behind with no author (null): they show this empty person,
 * which pages and islands display as "Deleted user" in the reader's language (shared/author-name.ts).
 */
export const DELETED_PERSON: PersonRef = { id: '', name: '', profilephoto: '' };

/** The people behind a set of ids, in one query, as a lookup that never misses. */
export async function peopleByIds(ctx: TenantContext, ids: Iterable<string | null | undefined>): Promise<(id: string | null) => PersonRef> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const found = new Map<string, PersonRef>();
  if (unique.length > 0) {
    // Only names and photos leave this function.
    const { docs } = await tenantDb(ctx).find({ collection: 'users', where: { id: { in: unique } }, select: { name: true, profilephoto: true } });
    for (const user of docs) found.set(user.id, personRefOf(user));
  }
  return (id) => (id && found.get(id)) || DELETED_PERSON;
}
