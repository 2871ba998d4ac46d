ALTER TABLE "offer_views" ADD COLUMN "visitor" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "offer_views_visited_idx" ON "offer_views" USING btree ("visited_at");
--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "redirects_created_idx" ON "redirects" USING btree ("created_at");
