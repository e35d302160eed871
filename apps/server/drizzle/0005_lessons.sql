CREATE TABLE "lesson_starts" (
	"key" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"module_key" text NOT NULL,
	"lesson_key" text NOT NULL,
	"part" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"idempotency_key" text,
	"score" integer,
	"total_score" integer,
	"answers" json,
	"result" json
);
--> statement-breakpoint
CREATE TABLE "practice_progress" (
	"student_id" uuid NOT NULL,
	"activity_key" text NOT NULL,
	"module_key" text NOT NULL,
	"lesson_key" text NOT NULL,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"answers" json NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_progress_student_id_activity_key_pk" PRIMARY KEY("student_id","activity_key")
);
--> statement-breakpoint
CREATE TABLE "practice_saves" (
	"student_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"start_key" text NOT NULL,
	"result" json,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_saves_student_id_idempotency_key_pk" PRIMARY KEY("student_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "lesson_starts" ADD CONSTRAINT "lesson_starts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_progress" ADD CONSTRAINT "practice_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_saves" ADD CONSTRAINT "practice_saves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_saves" ADD CONSTRAINT "practice_saves_start_key_lesson_starts_key_fk" FOREIGN KEY ("start_key") REFERENCES "public"."lesson_starts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_starts_quiz_results_idx" ON "lesson_starts" USING btree ("student_id","lesson_key","submitted_at") WHERE submitted_at is not null;--> statement-breakpoint
CREATE INDEX "practice_progress_module_idx" ON "practice_progress" USING btree ("student_id","module_key");