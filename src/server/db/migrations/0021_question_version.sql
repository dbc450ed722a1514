ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
