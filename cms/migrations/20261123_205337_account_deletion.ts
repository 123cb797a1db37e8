import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue #10 item 5: deleting an account. Posts (comments, forum topics and replies,
 * announcements) and issued certificates outlive it, anonymised: their user becomes null (the
 * foreign keys already say ON DELETE SET NULL; the columns now allow it). Everything personal
 * goes with the account in the same statement: the foreign keys of those tables become
 * ON DELETE CASCADE, written here by hand because Payload's relationship fields always
 * generate SET NULL. The JSON snapshot beside this file keeps saying "set null" on purpose:
 * it is what Payload generates from the fields, so later migrations see no difference and
 * leave these constraints alone. A comment's name is always its author's account name now.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "files" ALTER COLUMN "owner_id" DROP NOT NULL;
  ALTER TABLE "comments" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "forum_topics" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "forum_replies" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "certificates" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "certificates" ALTER COLUMN "user_name" DROP NOT NULL;
  ALTER TABLE "comments" DROP COLUMN "author_name";
  ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_user_id_users_id_fk";
  ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_user_id_users_id_fk";
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites" DROP CONSTRAINT "favorites_user_id_users_id_fk";
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lesson_progress" DROP CONSTRAINT "lesson_progress_user_id_users_id_fk";
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ratings" DROP CONSTRAINT "ratings_user_id_users_id_fk";
  ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "likes" DROP CONSTRAINT "likes_user_id_users_id_fk";
  ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_attempts" DROP CONSTRAINT "quiz_attempts_user_id_users_id_fk";
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assignment_submissions" DROP CONSTRAINT "assignment_submissions_user_id_users_id_fk";
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follows" DROP CONSTRAINT "follows_follower_id_users_id_fk";
  ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follows" DROP CONSTRAINT "follows_followed_id_users_id_fk";
  ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_answers" DROP CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk";
  ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_user_id_users_id_fk";
  ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_user_id_users_id_fk";
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" DROP CONSTRAINT "favorites_user_id_users_id_fk";
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_progress" DROP CONSTRAINT "lesson_progress_user_id_users_id_fk";
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ratings" DROP CONSTRAINT "ratings_user_id_users_id_fk";
  ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "likes" DROP CONSTRAINT "likes_user_id_users_id_fk";
  ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_attempts" DROP CONSTRAINT "quiz_attempts_user_id_users_id_fk";
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assignment_submissions" DROP CONSTRAINT "assignment_submissions_user_id_users_id_fk";
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" DROP CONSTRAINT "follows_follower_id_users_id_fk";
  ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" DROP CONSTRAINT "follows_followed_id_users_id_fk";
  ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_answers" DROP CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk";
  ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;
  -- Anonymised rows (no user) cannot return to required columns: they are removed first.
  DELETE FROM "comments" WHERE "user_id" IS NULL;
  DELETE FROM "forum_replies" WHERE "user_id" IS NULL OR "topic_id" IN (SELECT "id" FROM "forum_topics" WHERE "user_id" IS NULL);
  DELETE FROM "forum_topics" WHERE "user_id" IS NULL;
  DELETE FROM "announcements" WHERE "user_id" IS NULL;
  DELETE FROM "certificates" WHERE "user_id" IS NULL;
  DELETE FROM "files" WHERE "owner_id" IS NULL;
  ALTER TABLE "files" ALTER COLUMN "owner_id" SET NOT NULL;
  ALTER TABLE "comments" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "forum_topics" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "forum_replies" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "certificates" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "certificates" ALTER COLUMN "user_name" SET NOT NULL;
  ALTER TABLE "comments" ADD COLUMN "author_name" varchar;
  UPDATE "comments" SET "author_name" = "users"."name" FROM "users" WHERE "users"."id" = "comments"."user_id";
  ALTER TABLE "comments" ALTER COLUMN "author_name" SET NOT NULL;`)
}
