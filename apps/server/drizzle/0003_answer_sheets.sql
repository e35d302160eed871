CREATE TABLE "diagnostic_answer_sheets" (
	"test_key" text PRIMARY KEY NOT NULL,
	"answers" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnostic_answer_sheets" ADD CONSTRAINT "diagnostic_answer_sheets_test_key_diagnostic_tests_key_fk" FOREIGN KEY ("test_key") REFERENCES "public"."diagnostic_tests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each submitted test's answers become one document, in the order asked (docs/decisions/012).
INSERT INTO "diagnostic_answer_sheets" ("test_key", "answers")
SELECT "test_key", json_agg(json_build_object(
	'moduleKey', "module_key", 'activityKey', "activity_key", 'questionKey', "question_key",
	'response', "response", 'score', "score", 'totalScore', "total_score", 'durationMs', "duration_ms"
) ORDER BY "position")
FROM "diagnostic_answers" GROUP BY "test_key";
