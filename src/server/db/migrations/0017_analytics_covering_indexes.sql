DROP INDEX "page_views_path_idx";--> statement-breakpoint
DROP INDEX "exams_started_idx";--> statement-breakpoint
DROP INDEX "exams_submitted_idx";--> statement-breakpoint
CREATE INDEX "page_views_visitor_idx" ON "page_views" USING btree ("visitor_id","created_at","user_id","device_type","country_code");--> statement-breakpoint
CREATE INDEX "page_views_user_created_idx" ON "page_views" USING btree ("created_at","user_id") WHERE "page_views"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "exam_items_exam_time_idx" ON "exam_items" USING btree ("exam_id","time_spent_ms");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path","created_at","visitor_id");--> statement-breakpoint
CREATE INDEX "exams_started_idx" ON "exams" USING btree ("started_at","user_id");--> statement-breakpoint
CREATE INDEX "exams_submitted_idx" ON "exams" USING btree ("submitted_at","user_id");