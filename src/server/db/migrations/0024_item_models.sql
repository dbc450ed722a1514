CREATE TABLE "item_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"difficulty" text NOT NULL,
	"question_type" text NOT NULL,
	"variables" jsonb NOT NULL,
	"constraints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stem" text NOT NULL,
	"explanation" text NOT NULL,
	"answer" jsonb NOT NULL,
	"distractors" jsonb NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_models_difficulty_check" CHECK ("item_models"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "item_models_question_type_check" CHECK ("item_models"."question_type" in ('single', 'numeric'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "item_model_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "item_model_values" jsonb;--> statement-breakpoint
ALTER TABLE "item_models" ADD CONSTRAINT "item_models_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_models" ADD CONSTRAINT "item_models_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_models" ADD CONSTRAINT "item_models_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_models_subject_idx" ON "item_models" USING btree ("subject_id","updated_at");--> statement-breakpoint
CREATE INDEX "item_models_topic_idx" ON "item_models" USING btree ("topic_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_item_model_id_item_models_id_fk" FOREIGN KEY ("item_model_id") REFERENCES "public"."item_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_item_model_idx" ON "questions" USING btree ("item_model_id");