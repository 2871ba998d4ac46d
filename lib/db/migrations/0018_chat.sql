ALTER TABLE "conversation_messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_invitations" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "chat_invitations" ADD CONSTRAINT "chat_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_invitations" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_invitations_once_uq" ON "chat_invitations" USING btree ("candidate_id","company_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_candidate_company_offer_uq" ON "conversations" USING btree ("candidate_id","company_id","offer_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_unread_idx" ON "conversation_messages" USING btree ("created_at") WHERE "read_at" IS NULL AND "notified_at" IS NULL;
