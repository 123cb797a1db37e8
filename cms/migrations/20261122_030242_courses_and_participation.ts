import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_price_per" AS ENUM('week', 'month', 'session', 'year', 'day', 'lifetime');
  CREATE TYPE "public"."enum_courses_difficulty" AS ENUM('beginner', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_materials_completion_rules_type" AS ENUM('viewed', 'quizTaken', 'quizScore', 'assignmentSubmitted', 'assignmentGraded', 'manual');
  CREATE TYPE "public"."enum_materials_type" AS ENUM('video', 'file', 'quiz', 'article', 'assignment', 'mixed');
  CREATE TYPE "public"."enum_materials_difficulty" AS ENUM('beginner', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_materials_completion_logic" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ratings_subject_type" AS ENUM('courses');
  CREATE TYPE "public"."enum_likes_target_type" AS ENUM('comment', 'topic', 'reply');
  CREATE TABLE "courses" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"name_key" varchar NOT NULL,
  	"description" varchar,
  	"long_description" jsonb,
  	"price_amount" numeric DEFAULT 0 NOT NULL,
  	"price_per" "enum_courses_price_per" DEFAULT 'lifetime' NOT NULL,
  	"photo" varchar,
  	"showmaterial" jsonb,
  	"enable_discussions" boolean DEFAULT true,
  	"unlisted" boolean DEFAULT false,
  	"registration_allowed" boolean DEFAULT true,
  	"duration" varchar,
  	"difficulty" "enum_courses_difficulty",
  	"trainer_id" uuid,
  	"cert_config_score" numeric DEFAULT -3 NOT NULL,
  	"cert_config_source" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "courses_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid
  );
  
  CREATE TABLE "materials_transcript" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" numeric NOT NULL,
  	"end" numeric NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "materials_completion_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_materials_completion_rules_type" NOT NULL,
  	"min_score" numeric
  );
  
  CREATE TABLE "materials" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_materials_type" DEFAULT 'article' NOT NULL,
  	"content" jsonb,
  	"files" jsonb,
  	"video" varchar,
  	"estimated_time" numeric,
  	"difficulty" "enum_materials_difficulty",
  	"tags" jsonb,
  	"featured" boolean DEFAULT false,
  	"allow_preview" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"comments_allowed" boolean DEFAULT true,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"published_order" numeric DEFAULT 0 NOT NULL,
  	"completion_logic" "enum_materials_completion_logic" DEFAULT 'all' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "materials_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"materials_id" uuid
  );
  
  CREATE TABLE "registrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lesson_progress" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"material_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"viewed" boolean DEFAULT false,
  	"marked_done" boolean DEFAULT false,
  	"completed" boolean DEFAULT false,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"material_id" uuid NOT NULL,
  	"parent_id" uuid,
  	"user_id" uuid NOT NULL,
  	"author_name" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"edited" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forum_topics" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"locked" boolean DEFAULT false,
  	"pinned" boolean DEFAULT false,
  	"edited" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forum_replies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"topic_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"content" jsonb NOT NULL,
  	"edited" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "announcements" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ratings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"subject_type" "enum_ratings_subject_type" NOT NULL,
  	"subject_id" varchar NOT NULL,
  	"user_id" uuid NOT NULL,
  	"rating" numeric NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "likes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"target_type" "enum_likes_target_type" NOT NULL,
  	"target_id" varchar NOT NULL,
  	"user_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "courses_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "materials_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registrations_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorites_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_progress_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comments_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_topics_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forum_replies_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "announcements_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ratings_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "likes_id" uuid;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_rels" ADD CONSTRAINT "courses_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_rels" ADD CONSTRAINT "courses_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials_transcript" ADD CONSTRAINT "materials_transcript_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials_completion_rules" ADD CONSTRAINT "materials_completion_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials_rels" ADD CONSTRAINT "materials_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials_rels" ADD CONSTRAINT "materials_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ratings" ADD CONSTRAINT "ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "likes" ADD CONSTRAINT "likes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "courses_tenant_idx" ON "courses" USING btree ("tenant_id");
  CREATE INDEX "courses_trainer_idx" ON "courses" USING btree ("trainer_id");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_nameKey_idx" ON "courses" USING btree ("tenant_id","name_key");
  CREATE UNIQUE INDEX "tenant_courseId_idx" ON "courses" USING btree ("tenant_id","course_id");
  CREATE INDEX "courses_rels_order_idx" ON "courses_rels" USING btree ("order");
  CREATE INDEX "courses_rels_parent_idx" ON "courses_rels" USING btree ("parent_id");
  CREATE INDEX "courses_rels_path_idx" ON "courses_rels" USING btree ("path");
  CREATE INDEX "courses_rels_users_id_idx" ON "courses_rels" USING btree ("users_id");
  CREATE INDEX "materials_transcript_order_idx" ON "materials_transcript" USING btree ("_order");
  CREATE INDEX "materials_transcript_parent_id_idx" ON "materials_transcript" USING btree ("_parent_id");
  CREATE INDEX "materials_completion_rules_order_idx" ON "materials_completion_rules" USING btree ("_order");
  CREATE INDEX "materials_completion_rules_parent_id_idx" ON "materials_completion_rules" USING btree ("_parent_id");
  CREATE INDEX "materials_tenant_idx" ON "materials" USING btree ("tenant_id");
  CREATE INDEX "materials_course_idx" ON "materials" USING btree ("course_id");
  CREATE INDEX "materials_updated_at_idx" ON "materials" USING btree ("updated_at");
  CREATE INDEX "materials_created_at_idx" ON "materials" USING btree ("created_at");
  CREATE INDEX "course_order_idx" ON "materials" USING btree ("course_id","order");
  CREATE INDEX "materials_rels_order_idx" ON "materials_rels" USING btree ("order");
  CREATE INDEX "materials_rels_parent_idx" ON "materials_rels" USING btree ("parent_id");
  CREATE INDEX "materials_rels_path_idx" ON "materials_rels" USING btree ("path");
  CREATE INDEX "materials_rels_materials_id_idx" ON "materials_rels" USING btree ("materials_id");
  CREATE INDEX "registrations_tenant_idx" ON "registrations" USING btree ("tenant_id");
  CREATE INDEX "registrations_course_idx" ON "registrations" USING btree ("course_id");
  CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id");
  CREATE INDEX "registrations_updated_at_idx" ON "registrations" USING btree ("updated_at");
  CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_user_idx" ON "registrations" USING btree ("course_id","user_id");
  CREATE INDEX "favorites_tenant_idx" ON "favorites" USING btree ("tenant_id");
  CREATE INDEX "favorites_course_idx" ON "favorites" USING btree ("course_id");
  CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_user_1_idx" ON "favorites" USING btree ("course_id","user_id");
  CREATE INDEX "lesson_progress_tenant_idx" ON "lesson_progress" USING btree ("tenant_id");
  CREATE INDEX "lesson_progress_course_idx" ON "lesson_progress" USING btree ("course_id");
  CREATE INDEX "lesson_progress_material_idx" ON "lesson_progress" USING btree ("material_id");
  CREATE INDEX "lesson_progress_user_idx" ON "lesson_progress" USING btree ("user_id");
  CREATE INDEX "lesson_progress_updated_at_idx" ON "lesson_progress" USING btree ("updated_at");
  CREATE INDEX "lesson_progress_created_at_idx" ON "lesson_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "material_user_idx" ON "lesson_progress" USING btree ("material_id","user_id");
  CREATE INDEX "comments_tenant_idx" ON "comments" USING btree ("tenant_id");
  CREATE INDEX "comments_course_idx" ON "comments" USING btree ("course_id");
  CREATE INDEX "comments_material_idx" ON "comments" USING btree ("material_id");
  CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");
  CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  CREATE INDEX "forum_topics_tenant_idx" ON "forum_topics" USING btree ("tenant_id");
  CREATE INDEX "forum_topics_course_idx" ON "forum_topics" USING btree ("course_id");
  CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("user_id");
  CREATE INDEX "forum_topics_updated_at_idx" ON "forum_topics" USING btree ("updated_at");
  CREATE INDEX "forum_topics_created_at_idx" ON "forum_topics" USING btree ("created_at");
  CREATE INDEX "forum_replies_tenant_idx" ON "forum_replies" USING btree ("tenant_id");
  CREATE INDEX "forum_replies_course_idx" ON "forum_replies" USING btree ("course_id");
  CREATE INDEX "forum_replies_topic_idx" ON "forum_replies" USING btree ("topic_id");
  CREATE INDEX "forum_replies_user_idx" ON "forum_replies" USING btree ("user_id");
  CREATE INDEX "forum_replies_updated_at_idx" ON "forum_replies" USING btree ("updated_at");
  CREATE INDEX "forum_replies_created_at_idx" ON "forum_replies" USING btree ("created_at");
  CREATE INDEX "announcements_tenant_idx" ON "announcements" USING btree ("tenant_id");
  CREATE INDEX "announcements_course_idx" ON "announcements" USING btree ("course_id");
  CREATE INDEX "announcements_user_idx" ON "announcements" USING btree ("user_id");
  CREATE INDEX "announcements_updated_at_idx" ON "announcements" USING btree ("updated_at");
  CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");
  CREATE INDEX "ratings_tenant_idx" ON "ratings" USING btree ("tenant_id");
  CREATE INDEX "ratings_subject_id_idx" ON "ratings" USING btree ("subject_id");
  CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");
  CREATE INDEX "ratings_updated_at_idx" ON "ratings" USING btree ("updated_at");
  CREATE INDEX "ratings_created_at_idx" ON "ratings" USING btree ("created_at");
  CREATE UNIQUE INDEX "subjectType_subjectId_user_idx" ON "ratings" USING btree ("subject_type","subject_id","user_id");
  CREATE INDEX "likes_tenant_idx" ON "likes" USING btree ("tenant_id");
  CREATE INDEX "likes_target_id_idx" ON "likes" USING btree ("target_id");
  CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id");
  CREATE INDEX "likes_updated_at_idx" ON "likes" USING btree ("updated_at");
  CREATE INDEX "likes_created_at_idx" ON "likes" USING btree ("created_at");
  CREATE UNIQUE INDEX "targetType_targetId_user_idx" ON "likes" USING btree ("target_type","target_id","user_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registrations_fk" FOREIGN KEY ("registrations_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_progress_fk" FOREIGN KEY ("lesson_progress_id") REFERENCES "public"."lesson_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_topics_fk" FOREIGN KEY ("forum_topics_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forum_replies_fk" FOREIGN KEY ("forum_replies_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ratings_fk" FOREIGN KEY ("ratings_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_likes_fk" FOREIGN KEY ("likes_id") REFERENCES "public"."likes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_materials_id_idx" ON "payload_locked_documents_rels" USING btree ("materials_id");
  CREATE INDEX "payload_locked_documents_rels_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("registrations_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_progress_id");
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");
  CREATE INDEX "payload_locked_documents_rels_forum_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_topics_id");
  CREATE INDEX "payload_locked_documents_rels_forum_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("forum_replies_id");
  CREATE INDEX "payload_locked_documents_rels_announcements_id_idx" ON "payload_locked_documents_rels" USING btree ("announcements_id");
  CREATE INDEX "payload_locked_documents_rels_ratings_id_idx" ON "payload_locked_documents_rels" USING btree ("ratings_id");
  CREATE INDEX "payload_locked_documents_rels_likes_id_idx" ON "payload_locked_documents_rels" USING btree ("likes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "materials_transcript" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "materials_completion_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "materials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "materials_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lesson_progress" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forum_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forum_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ratings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "likes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "courses_rels" CASCADE;
  DROP TABLE "materials_transcript" CASCADE;
  DROP TABLE "materials_completion_rules" CASCADE;
  DROP TABLE "materials" CASCADE;
  DROP TABLE "materials_rels" CASCADE;
  DROP TABLE "registrations" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "lesson_progress" CASCADE;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "forum_topics" CASCADE;
  DROP TABLE "forum_replies" CASCADE;
  DROP TABLE "announcements" CASCADE;
  DROP TABLE "ratings" CASCADE;
  DROP TABLE "likes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_materials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_progress_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_topics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forum_replies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_announcements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ratings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_likes_fk";
  
  DROP INDEX "payload_locked_documents_rels_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_materials_id_idx";
  DROP INDEX "payload_locked_documents_rels_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_favorites_id_idx";
  DROP INDEX "payload_locked_documents_rels_lesson_progress_id_idx";
  DROP INDEX "payload_locked_documents_rels_comments_id_idx";
  DROP INDEX "payload_locked_documents_rels_forum_topics_id_idx";
  DROP INDEX "payload_locked_documents_rels_forum_replies_id_idx";
  DROP INDEX "payload_locked_documents_rels_announcements_id_idx";
  DROP INDEX "payload_locked_documents_rels_ratings_id_idx";
  DROP INDEX "payload_locked_documents_rels_likes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "materials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_progress_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_topics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forum_replies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "announcements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ratings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "likes_id";
  DROP TYPE "public"."enum_courses_price_per";
  DROP TYPE "public"."enum_courses_difficulty";
  DROP TYPE "public"."enum_materials_completion_rules_type";
  DROP TYPE "public"."enum_materials_type";
  DROP TYPE "public"."enum_materials_difficulty";
  DROP TYPE "public"."enum_materials_completion_logic";
  DROP TYPE "public"."enum_ratings_subject_type";
  DROP TYPE "public"."enum_likes_target_type";`)
}
