ALTER TABLE "item_responses" ADD COLUMN "attempt_score" double precision;--> statement-breakpoint
UPDATE "item_responses" AS r SET "attempt_score" = t."total" FROM (SELECT "attempt_id", sum("score") AS "total" FROM "item_responses" GROUP BY "attempt_id") AS t WHERE t."attempt_id" = r."attempt_id";--> statement-breakpoint
ALTER TABLE "item_responses" ALTER COLUMN "attempt_score" SET NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "item_responses_answered_idx";--> statement-breakpoint
CREATE INDEX "item_responses_period_idx" ON "item_responses" USING btree ("answered_at","question_id","score","attempt_score");
--> statement-breakpoint
CREATE INDEX "page_views_report_user_idx" ON "page_views" USING btree ("user_id") WHERE "page_views"."path" like '/student/exam/%/report';
--> statement-breakpoint
CREATE INDEX "exams_finished_time_idx" ON "exams" USING btree ("submitted_at","user_id","mode","time_spent_ms","id") WHERE "exams"."status" in ('submitted', 'expired');
