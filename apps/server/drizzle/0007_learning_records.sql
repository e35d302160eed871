CREATE TABLE "xapi_credentials" (
	"key_id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xapi_outbox" (
	"statement_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "xapi_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"student_id" uuid NOT NULL,
	"verb" text NOT NULL,
	"activity" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"stored" timestamp with time zone DEFAULT now() NOT NULL,
	"statement" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xapi_credentials" ADD CONSTRAINT "xapi_credentials_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_outbox" ADD CONSTRAINT "xapi_outbox_statement_id_xapi_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."xapi_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xapi_credentials_session_idx" ON "xapi_credentials" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "xapi_outbox_due_idx" ON "xapi_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "xapi_statements_seq_key" ON "xapi_statements" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_actor_idx" ON "xapi_statements" USING btree ("student_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_verb_idx" ON "xapi_statements" USING btree ("verb","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_activity_idx" ON "xapi_statements" USING btree ("activity","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_stored_idx" ON "xapi_statements" USING btree ("stored");
