CREATE TABLE "home_page_ad_reads" (
	"student_id" uuid NOT NULL,
	"ad_key" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_ad_reads_student_id_ad_key_pk" PRIMARY KEY("student_id","ad_key")
);
--> statement-breakpoint
ALTER TABLE "home_page_ad_reads" ADD CONSTRAINT "home_page_ad_reads_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
