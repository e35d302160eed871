CREATE TABLE "custom_test_module_scores" (
	"test_key" text NOT NULL,
	"student_id" uuid NOT NULL,
	"module_key" text NOT NULL,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	CONSTRAINT "custom_test_module_scores_test_key_module_key_pk" PRIMARY KEY("test_key","module_key")
);
--> statement-breakpoint
CREATE TABLE "custom_tests" (
	"key" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"composition" jsonb NOT NULL,
	"chosen_set" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"idempotency_key" text,
	"answers" json
);
--> statement-breakpoint
ALTER TABLE "custom_test_module_scores" ADD CONSTRAINT "custom_test_module_scores_test_key_custom_tests_key_fk" FOREIGN KEY ("test_key") REFERENCES "public"."custom_tests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tests" ADD CONSTRAINT "custom_tests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_test_module_scores_student_idx" ON "custom_test_module_scores" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "custom_tests_student_idx" ON "custom_tests" USING btree ("student_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_tests_one_open_key" ON "custom_tests" USING btree ("student_id") WHERE submitted_at is null;