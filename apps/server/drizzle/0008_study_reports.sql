CREATE TABLE "study_reports" (
	"key" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"month" text NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "study_reports" ADD CONSTRAINT "study_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_reports_student_month_key" ON "study_reports" USING btree ("student_id","month");--> statement-breakpoint
CREATE INDEX "study_reports_month_idx" ON "study_reports" USING btree ("month","is_final");
