ALTER TABLE "candidate_profiles" ADD COLUMN "pending_links" jsonb;
