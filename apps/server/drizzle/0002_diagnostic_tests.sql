CREATE TABLE "diagnostic_answers" (
	"test_key" text NOT NULL,
	"module_key" text NOT NULL,
	"activity_key" text NOT NULL,
	"question_key" text NOT NULL,
	"position" integer NOT NULL,
	"response" jsonb,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"duration_ms" integer,
	CONSTRAINT "diagnostic_answers_test_key_module_key_question_key_pk" PRIMARY KEY("test_key","module_key","question_key")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_module_scores" (
	"test_key" text NOT NULL,
	"student_id" uuid NOT NULL,
	"module_key" text NOT NULL,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"is_new" boolean NOT NULL,
	CONSTRAINT "diagnostic_module_scores_test_key_module_key_pk" PRIMARY KEY("test_key","module_key")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_tests" (
	"key" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"composition" jsonb NOT NULL,
	"new_module_keys" jsonb NOT NULL,
	"verified_module_keys" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"track_type" text NOT NULL,
	"context_key" text,
	"page" text,
	"duration_ms" integer,
	"local_stamp" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnostic_answers" ADD CONSTRAINT "diagnostic_answers_test_key_diagnostic_tests_key_fk" FOREIGN KEY ("test_key") REFERENCES "public"."diagnostic_tests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_module_scores" ADD CONSTRAINT "diagnostic_module_scores_test_key_diagnostic_tests_key_fk" FOREIGN KEY ("test_key") REFERENCES "public"."diagnostic_tests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_tests" ADD CONSTRAINT "diagnostic_tests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_module_scores_student_idx" ON "diagnostic_module_scores" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "diagnostic_tests_student_idx" ON "diagnostic_tests" USING btree ("student_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnostic_tests_one_open_key" ON "diagnostic_tests" USING btree ("student_id") WHERE submitted_at is null;--> statement-breakpoint
CREATE INDEX "tracking_events_student_idx" ON "tracking_events" USING btree ("student_id","at");