CREATE TABLE "referral_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_visits_once_a_day" UNIQUE("affiliate_id","visitor_id","day")
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "refunded_after_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_affiliate_id_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_visits_affiliate_day_idx" ON "referral_visits" USING btree ("affiliate_id","day");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_paid_by_profiles_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_status_idx" ON "commissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "commissions_created_idx" ON "commissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commissions_student_idx" ON "commissions" USING btree ("student_id");--> statement-breakpoint
UPDATE "commissions" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL;