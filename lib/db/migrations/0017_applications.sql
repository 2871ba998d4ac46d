ALTER TABLE "applications" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_update_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "application_status_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_unanswered_idx" ON "applications" USING btree ("created_at") WHERE "applications"."answered_at" IS NULL AND "applications"."status_update_sent_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "application_attachments_application_idx" ON "application_attachments" USING btree ("application_id");
--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ((lower("name" || ' ' || "email" || ' ' || coalesce("message", ''))) gin_trgm_ops);
--> statement-breakpoint
UPDATE "applications" a SET "answered_at" = coalesce(
  (SELECT min(h."created_at") FROM "application_status_history" h
    WHERE h."application_id" = a."id" AND h."status" NOT IN ('new', 'seen')),
  a."status_changed_at", a."created_at")
WHERE a."status" NOT IN ('new', 'seen');
--> statement-breakpoint
-- The 14-day promise starts with this release: applications already past it are not written to out of the blue.
UPDATE "applications" SET "status_update_sent_at" = now()
WHERE "answered_at" IS NULL AND "created_at" < now() - interval '14 days';
