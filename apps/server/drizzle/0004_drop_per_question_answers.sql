DROP TABLE "diagnostic_answers" CASCADE;
