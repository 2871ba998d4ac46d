ALTER TABLE "job_filters" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "locale" text DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "unsubscribe_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_filters_tenant_key_idx" ON "job_filters" USING btree ("tenant_id","filter_key");
