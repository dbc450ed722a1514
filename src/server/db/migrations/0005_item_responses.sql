CREATE TABLE "item_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"user_id" text,
	"score" double precision NOT NULL,
	"time_ms" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_responses_score_range" CHECK ("item_responses"."score" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_responses_attempt_question_idx" ON "item_responses" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "item_responses_question_idx" ON "item_responses" USING btree ("question_id");