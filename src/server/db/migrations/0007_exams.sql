CREATE TABLE "exam_items" (
	"exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"section" integer DEFAULT 0 NOT NULL,
	"question_id" uuid NOT NULL,
	"choice_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb,
	"is_correct" boolean,
	"score" double precision,
	"flagged" boolean DEFAULT false NOT NULL,
	"eliminated" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"client_seq" integer DEFAULT -1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_items_exam_id_position_pk" PRIMARY KEY("exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"template_id" uuid,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"settings" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"current_section" integer DEFAULT 0 NOT NULL,
	"adaptive_state" jsonb,
	"question_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"raw_score" double precision,
	"max_score" integer,
	"percent" double precision,
	"scaled" text,
	"theta" double precision,
	"theta_se" double precision,
	"band" jsonb,
	CONSTRAINT "exams_mode_check" CHECK ("exams"."mode" in ('practice', 'simulation', 'adaptive')),
	CONSTRAINT "exams_status_check" CHECK ("exams"."status" in ('ready', 'in_progress', 'submitted', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "exam_items" ADD CONSTRAINT "exam_items_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_items" ADD CONSTRAINT "exam_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_items_exam_question_idx" ON "exam_items" USING btree ("exam_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_items_question_idx" ON "exam_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exams_user_idx" ON "exams" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exams_user_subject_idx" ON "exams" USING btree ("user_id","subject_id");--> statement-breakpoint
CREATE INDEX "exams_deadline_idx" ON "exams" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "exams_template_idx" ON "exams" USING btree ("template_id","status");