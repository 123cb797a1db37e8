import pg from 'pg';
import { sql } from './sql';

/**
 * Counts rows of `table` whose `column` equals `value`, straight from PostgreSQL: tests that
 * promise "the rows are gone" look where the rows live, not at what an endpoint chooses to show.
 */
export async function countRows(databaseUrl: string, table: string, column: string, value: string): Promise<number> {
  const [row] = await sql<{ count: string }>(databaseUrl, `SELECT count(*) FROM ${pg.escapeIdentifier(table)} WHERE ${pg.escapeIdentifier(column)} = $1`, [value]);
  return Number(row!.count);
}

/**
 * Moves everything a student did in a course `days` back in time (registering, lesson progress,
 * quiz attempts, assignment submissions), as if they had last been active then: no API can
 * backdate what happened, and waiting a week is no test.
 */
export async function backdateCourseActivity(databaseUrl: string, courseId: string, userId: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const back = (column: string) => `${column} = ${column} - make_interval(days => $3)`;
  const where = 'WHERE course_id = $1 AND user_id = $2';
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE registrations SET ${back('created_at')}, ${back('updated_at')} ${where}`, [courseId, userId, days]);
    await client.query(`UPDATE lesson_progress SET ${back('created_at')}, ${back('updated_at')}, ${back('completed_at')} ${where}`, [courseId, userId, days]);
    await client.query(`UPDATE quiz_attempts SET ${back('started_at')}, ${back('submitted_at')}, ${back('created_at')}, ${back('updated_at')} ${where}`, [courseId, userId, days]);
    await client.query(`UPDATE assignment_submissions SET ${back('submitted_at')}, ${back('created_at')}, ${back('updated_at')} ${where}`, [courseId, userId, days]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
