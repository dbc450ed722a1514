CREATE TABLE "app_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"source" text NOT NULL,
	"request_id" text,
	"user_id" text,
	"path" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_logs_level_check" CHECK ("app_logs"."level" in ('error', 'warn', 'info')),
	CONSTRAINT "app_logs_source_check" CHECK ("app_logs"."source" in ('server', 'client'))
);
--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_logs_user_idx" ON "app_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "app_logs_created_idx" ON "app_logs" USING btree ("created_at");