ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "extra_breaks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_check" CHECK ("profiles"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_extra_time_check" CHECK ("profiles"."extra_time_percent" in (0, 50, 100));