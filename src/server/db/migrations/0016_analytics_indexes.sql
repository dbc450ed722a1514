ALTER TABLE "page_views" ADD COLUMN "device_type" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "country_code" text;--> statement-breakpoint
CREATE INDEX "payments_completed_idx" ON "payments" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "subject_unlocks_package_idx" ON "subject_unlocks" USING btree ("users_package_id");--> statement-breakpoint
CREATE INDEX "item_responses_answered_idx" ON "item_responses" USING btree ("answered_at","attempt_id","question_id","score");--> statement-breakpoint
CREATE INDEX "exams_created_idx" ON "exams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exams_started_idx" ON "exams" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "exams_submitted_idx" ON "exams" USING btree ("submitted_at");