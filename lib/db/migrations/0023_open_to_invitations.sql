ALTER TABLE "candidate_preferences" ADD COLUMN "open_to_invitations" boolean DEFAULT false NOT NULL;
