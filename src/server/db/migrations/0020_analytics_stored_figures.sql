ALTER TABLE "page_views" ADD COLUMN "referrer_host" text GENERATED ALWAYS AS (lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#@]+)'))) STORED;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "time_spent_ms" integer;--> statement-breakpoint
UPDATE "exams" AS e SET "time_spent_ms" = coalesce((SELECT sum(ei."time_spent_ms") FROM "exam_items" AS ei WHERE ei."exam_id" = e."id"), 0) WHERE e."status" IN ('submitted', 'expired');
