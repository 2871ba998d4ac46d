-- The posting API's idempotency key: an integrator's own id for an offer, unique per company and board
-- (decision 0056). Set on the draft the API creates; the draft links to the offer it becomes.
ALTER TABLE "offer_drafts" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_drafts_external_id_uq" ON "offer_drafts" USING btree ("tenant_id","company_id","external_id") WHERE external_id IS NOT NULL;
