ALTER TABLE "companies" ADD COLUMN "locale" text DEFAULT 'pl' NOT NULL;
