-- What search engines are told about offer pages (Google's Indexing API, decision 0054).
CREATE TABLE "indexing_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "indexing_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"offer_id" integer REFERENCES "offers"("id") ON DELETE set null,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "indexing_notifications_queued_url_uq" ON "indexing_notifications" USING btree ("url") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "indexing_notifications_due_idx" ON "indexing_notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "indexing_notifications_sent_idx" ON "indexing_notifications" USING btree ("sent_at");--> statement-breakpoint
CREATE TABLE "indexing_cursor" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_revision_id" integer NOT NULL,
	CONSTRAINT "indexing_cursor_one_row" CHECK ("indexing_cursor"."id" = 1)
);
