import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { sql } from '@halaqa/infra/testing/sql';

/**
 * The guard of issue #40, item 1. Payload generates every relationship's foreign key as
 * ON DELETE SET NULL; on a required (NOT NULL) column that makes deleting the parent fail, and
 * twice it reached users as a 400. Each such column must be decided: optional (the row outlives
 * its parent, with a snapshot of what it names), ON DELETE CASCADE written in a migration (the
 * row goes with its parent), or listed below because a service deletes the children first.
 *
 * `tenant_id` columns are exempt: the product suspends a site, it never deletes one.
 */
const DELETED_FIRST: { children: string[]; reason: string }[] = [
  {
    children: [
      'announcements.course_id',
      'comments.course_id',
      'course_sections.course_id',
      'favorites.course_id',
      'forum_replies.course_id',
      'forum_topics.course_id',
      'lesson_progress.course_id',
      'materials.course_id',
      'registrations.course_id',
    ],
    reason: "courses/delete-course-content removes a course's lessons, people and posts before the course",
  },
  {
    children: ['assignment_submissions.course_id', 'assignment_submissions.material_id', 'quiz_attempts.course_id', 'quiz_attempts.material_id'],
    reason: 'courses/delete-assessment-work removes the work of a course or a lesson before either goes (certificates keep their own names)',
  },
  { children: ['comments.material_id', 'lesson_progress.material_id'], reason: "courses/materials' deleteMaterial removes a lesson's comments and progress first" },
  { children: ['forum_replies.topic_id'], reason: "courses/forum's deleteTopic removes a topic's replies first" },
];

const allowed = new Set(DELETED_FIRST.flatMap((entry) => entry.children));

let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await createFreshDatabase();
});

describe('foreign keys of the migrated schema', () => {
  it('never make a NOT NULL column ON DELETE SET NULL, except children deleted first', async () => {
    const rows = await sql<{ child: string; parent: string }>(
      databaseUrl,
      `SELECT c.conrelid::regclass::text || '.' || a.attname AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confdeltype = 'n' AND a.attnotnull AND a.attname <> 'tenant_id'
       ORDER BY 1`,
    );
    expect(rows.filter((row) => !allowed.has(row.child)).map((row) => `${row.child} → ${row.parent}`)).toEqual([]);
    // An entry that no longer matches a constraint is stale: the list says only what is true.
    const found = new Set(rows.map((row) => row.child));
    expect([...allowed].filter((child) => !found.has(child))).toEqual([]);
  });
});
