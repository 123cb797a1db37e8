import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';
import { idOf } from '../context';
import { announceContentChange } from './content-changes';
import { catalogueTag, courseStudentsTag, courseTag, siteTag, studentCountsTag } from './content-tags';

/**
 * Collection hooks that announce a change of what visitors' pages show (see content-changes).
 * They run for every write, whoever makes it: the site's services and the editors' admin alike.
 */

type Hooks = NonNullable<CollectionConfig['hooks']>;
type Doc = Record<string, unknown>;

export interface AnnouncedChanges {
  /**
   * What a change of `doc` touched in its tenant (content-tags); the whole site when not given.
   * Called with the document before and after a change, so a moved document tells both places.
   */
  tagsOf?: (doc: Doc, tenantId: string) => readonly string[];
  /** Whether a change touched anything a visitor's page shows (users: name, photo, bio…). */
  shows?: (doc: Doc, previousDoc: Doc | undefined) => boolean;
}

/** For a tenant-owned collection: its documents carry the `tenant` relation. */
export function announceTenantContentChanges({ tagsOf = (_doc, tenantId) => [siteTag(tenantId)], shows }: AnnouncedChanges = {}): Pick<Hooks, 'afterChange' | 'afterDelete'> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (shows && !shows(doc, previousDoc)) return doc;
    const tagsByTenant = new Map<string, Set<string>>();
    for (const version of [doc, previousDoc] as (Doc | undefined)[]) {
      const tenantId = idOf(version?.tenant as string | { id: string } | null | undefined);
      if (!version || !tenantId) continue;
      const tags = tagsByTenant.get(tenantId) ?? new Set<string>();
      for (const tag of tagsOf(version, tenantId)) tags.add(tag);
      tagsByTenant.set(tenantId, tags);
    }
    for (const [tenantId, tags] of tagsByTenant) await announceContentChange(req, { tenantId, tags: [...tags] });
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    const tenantId = idOf(doc?.tenant);
    if (tenantId) await announceContentChange(req, { tenantId, tags: tagsOf(doc, tenantId) });
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** For the tenants collection: a site's settings changed, so everything of it and its cached tenant are stale. */
export function announceTenantSettingsChanges(): Pick<Hooks, 'afterChange'> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    const domains = ((doc?.domains ?? []) as { domain: string }[]).map((entry) => entry.domain);
    await announceContentChange(req, { tenantId: doc.id as string, tags: [siteTag(doc.id as string)], domains });
    return doc;
  };
  return { afterChange: [afterChange] };
}

// What a document of each course collection touched (content-tags).
const courseOf = (doc: Doc) => idOf(doc.course as string | { id: string } | null | undefined);

/** A course: its own pages and reads, and the cards of the catalogue. */
export const tagsOfCourse = (doc: Doc, tenantId: string): string[] => [courseTag(String(doc.id)), catalogueTag(tenantId)];

/** A lesson, a section or an announcement: its course's content (cards count lessons: they carry the course's tag). */
export const tagsOfCoursePart = (doc: Doc, tenantId: string): string[] => {
  const courseId = courseOf(doc);
  return courseId ? [courseTag(courseId)] : [siteTag(tenantId)];
};

/** A rating: the rated course's content and card. */
export const tagsOfRating = (doc: Doc, tenantId: string): string[] => (typeof doc.subjectId === 'string' ? [courseTag(doc.subjectId)] : [siteTag(tenantId)]);

/** A registration: the course's count of students only, never its content. */
export const tagsOfRegistration = (doc: Doc, tenantId: string): string[] => {
  const courseId = courseOf(doc);
  return courseId ? [courseStudentsTag(courseId), studentCountsTag(tenantId)] : [siteTag(tenantId)];
};
