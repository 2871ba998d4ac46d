-- The draft as it was last saved on purpose ({ content, planKey, state }): "exit without saving" brings a draft back
-- to it. Null while a draft holds no saved work (a new ad's draft that only the autosave wrote).
ALTER TABLE "offer_drafts" ADD COLUMN "saved" jsonb;
--> statement-breakpoint
-- Drafts written before this column: their content is taken as saved (nothing tells autosaves apart any more).
UPDATE "offer_drafts" SET "saved" = jsonb_build_object('content', "content", 'planKey', "plan_key", 'state', "state");
