CREATE TABLE "activities" (
	"key" text PRIMARY KEY NOT NULL,
	"module_key" text NOT NULL,
	"lesson_key" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb,
	"questions" jsonb NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"key" text PRIMARY KEY NOT NULL,
	"market_region" integer NOT NULL,
	"name" text NOT NULL,
	"local_name" text NOT NULL,
	"province" text NOT NULL,
	"country" jsonb NOT NULL,
	"culture_code" text NOT NULL,
	"is_franchise" boolean NOT NULL,
	"position" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"difficulty" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum" (
	"market_region" integer NOT NULL,
	"module_key" text NOT NULL,
	"grade_ordinal" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "curriculum_market_region_module_key_pk" PRIMARY KEY("market_region","module_key")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_items" (
	"key" text PRIMARY KEY NOT NULL,
	"module_key" text NOT NULL,
	"type" text NOT NULL,
	"difficulty" integer NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"ordinal" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"key" text PRIMARY KEY NOT NULL,
	"module_key" text NOT NULL,
	"sequence" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"explainer" jsonb NOT NULL,
	"activity_keys" jsonb NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curriculum" ADD CONSTRAINT "curriculum_module_key_course_modules_key_fk" FOREIGN KEY ("module_key") REFERENCES "public"."course_modules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_key_course_modules_key_fk" FOREIGN KEY ("module_key") REFERENCES "public"."course_modules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_lesson_idx" ON "activities" USING btree ("lesson_key");--> statement-breakpoint
CREATE INDEX "cities_market_idx" ON "cities" USING btree ("market_region");--> statement-breakpoint
CREATE INDEX "diagnostic_items_module_idx" ON "diagnostic_items" USING btree ("module_key");--> statement-breakpoint
CREATE INDEX "lessons_module_idx" ON "lessons" USING btree ("module_key");