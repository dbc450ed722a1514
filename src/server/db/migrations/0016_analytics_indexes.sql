CREATE INDEX "item_responses_answered_idx" ON "item_responses" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "exams_created_idx" ON "exams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exams_started_idx" ON "exams" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "exams_submitted_idx" ON "exams" USING btree ("submitted_at");