import type { Field } from 'payload';
import { announceTenantContentChanges, tagsOfCoursePart, tagsOfRating } from '../../services/content-version/content-change-hooks';
import { privateCollection } from './private-collection';

/**
 * What people write in a course: comments on lessons, the forum, announcements, ratings and
 * likes. Rich text is stored as the admin's Lexical state and travels as HTML (services/content).
 */

const course: Field = { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true };
/**
 * Who wrote a post. Posts outlive their author's account: deleting it sets this to null, and the
 * post shows "Deleted user" (services/users/delete-user.ts).
 */
const author: Field = { name: 'user', type: 'relationship', relationTo: 'users' };
/** Whose rating or like: these are personal and go with the account (ON DELETE CASCADE). */
const owner: Field = { name: 'user', type: 'relationship', relationTo: 'users', required: true };
const content: Field = { name: 'content', type: 'richText', required: true };
const edited: Field = { name: 'edited', type: 'checkbox', defaultValue: false };

/** A comment on a lesson; `parent` makes it a reply. Its author's name is always the account's. */
export const Comments = privateCollection('comments', [
  course,
  { name: 'material', type: 'relationship', relationTo: 'materials', required: true, index: true },
  { name: 'parent', type: 'relationship', relationTo: 'comments', index: true },
  author,
  content,
  edited,
]);

export const ForumTopics = privateCollection('forum-topics', [
  course,
  author,
  { name: 'title', type: 'text', required: true },
  content,
  { name: 'locked', type: 'checkbox', defaultValue: false },
  { name: 'pinned', type: 'checkbox', defaultValue: false },
  edited,
]);

export const ForumReplies = privateCollection('forum-replies', [
  course,
  { name: 'topic', type: 'relationship', relationTo: 'forum-topics', required: true, index: true },
  author,
  content,
  edited,
]);

// Announcements and ratings show on course pages, whose cached copies must hear of every change.
export const Announcements = {
  ...privateCollection('announcements', [course, author, { name: 'title', type: 'text', required: true }, content]),
  hooks: announceTenantContentChanges({ tagsOf: tagsOfCoursePart }),
};

/** A user's rating of a course (a service later): one per user and subject, re-rating replaces it. */
export const Ratings = {
  ...privateCollection(
    'ratings',
    [
      { name: 'subjectType', type: 'select', required: true, options: ['courses'] },
      { name: 'subjectId', type: 'text', required: true, index: true },
      owner,
      { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
      { name: 'notes', type: 'textarea' },
    ],
    [{ fields: ['subjectType', 'subjectId', 'user'], unique: true }],
  ),
  hooks: announceTenantContentChanges({ tagsOf: tagsOfRating }),
};

/** A like of a comment, a forum topic or a reply; at most one per user and target. */
export const Likes = privateCollection(
  'likes',
  [
    { name: 'targetType', type: 'select', required: true, options: ['comment', 'topic', 'reply'] },
    { name: 'targetId', type: 'text', required: true, index: true },
    owner,
  ],
  [{ fields: ['targetType', 'targetId', 'user'], unique: true }],
);
