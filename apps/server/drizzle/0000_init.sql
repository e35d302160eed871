CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_agreements" (
	"student_id" uuid NOT NULL,
	"document_id" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_agreements_student_id_document_id_pk" PRIMARY KEY("student_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "privacy_policy_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"version" integer NOT NULL,
	"effective" date NOT NULL,
	"content" jsonb NOT NULL,
	"is_latest" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"birthday" date,
	"education_region_key" text DEFAULT '' NOT NULL,
	"education_grade_key" text DEFAULT '' NOT NULL,
	"culture_code" text DEFAULT '' NOT NULL,
	"start_point_grade_key" text DEFAULT '' NOT NULL,
	"prefer_language_code" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"english_first_name" text NOT NULL,
	"market_region" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_agreements" ADD CONSTRAINT "privacy_agreements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_agreements" ADD CONSTRAINT "privacy_agreements_document_id_privacy_policy_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."privacy_policy_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_active_idx" ON "sessions" USING btree ("student_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "sign_in_failures_user_idx" ON "sign_in_failures" USING btree ("user_name","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_idx" ON "sign_in_failures" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_user_name_key" ON "students" USING btree ("user_name");