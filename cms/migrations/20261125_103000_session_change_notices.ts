import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Signed-in requests keep a validated session in memory for a short while (site/server/
 * session-cache.ts). Whatever ends a session or changes its user must reach every process at
 * once, whoever writes it — a site instance, the editors' admin, or plain SQL — so PostgreSQL
 * itself announces it, on commit, on the `halaqa_session_changes` channel: a deleted session by
 * its token hash; a user (or their rights, or the courses and services they manage) changed or
 * deleted by the user's id. Sessions that are only touched (last seen, extended) say nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "halaqa_notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_TABLE_NAME = 'sessions' THEN
      PERFORM pg_notify('halaqa_session_changes', json_build_object('tokenHash', OLD.token_hash)::text);
    ELSIF TG_TABLE_NAME = 'users' THEN
      PERFORM pg_notify('halaqa_session_changes', json_build_object('userId', OLD.id)::text);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('halaqa_session_changes', json_build_object('userId', OLD.parent_id)::text);
    ELSE
      PERFORM pg_notify('halaqa_session_changes', json_build_object('userId', NEW.parent_id)::text);
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "halaqa_notify_session_change"();
  CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "halaqa_notify_session_change"();
  CREATE TRIGGER "users_rights_changed" AFTER INSERT OR UPDATE OR DELETE ON "users_role_rights" FOR EACH ROW EXECUTE FUNCTION "halaqa_notify_session_change"();
  CREATE TRIGGER "users_texts_changed" AFTER INSERT OR UPDATE OR DELETE ON "users_texts" FOR EACH ROW EXECUTE FUNCTION "halaqa_notify_session_change"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "users_texts_changed" ON "users_texts";
  DROP TRIGGER "users_rights_changed" ON "users_role_rights";
  DROP TRIGGER "users_changed" ON "users";
  DROP TRIGGER "sessions_ended" ON "sessions";
  DROP FUNCTION "halaqa_notify_session_change"();`)
}
