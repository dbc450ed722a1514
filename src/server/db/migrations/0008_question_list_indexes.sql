CREATE INDEX "questions_updated_idx" ON "questions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "questions_subject_updated_idx" ON "questions" USING btree ("subject_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "questions_difficulty_rank_idx" ON "questions" USING btree ((case "difficulty" when 'easy' then 1 when 'medium' then 2 else 3 end),"id");--> statement-breakpoint
CREATE INDEX "questions_status_sort_idx" ON "questions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "questions_type_sort_idx" ON "questions" USING btree ("type","id");