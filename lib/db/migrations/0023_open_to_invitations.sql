ALTER TABLE "candidate_preferences" ADD COLUMN "open_to_invitations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_preferences_open_idx" ON "candidate_preferences" USING btree ("updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE "candidate_preferences"."open_to_invitations" AND "candidate_preferences"."mandatory_preferences_filled_in";
