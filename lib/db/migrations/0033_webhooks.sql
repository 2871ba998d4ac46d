-- Companies' webhook endpoints and the deliveries sent to them (decision 0057).
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_prefix" text NOT NULL,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failing_since" timestamp with time zone,
	"paused_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id","tenant_id");--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE cascade,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"cv_attachment_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_response_status" integer,
	"last_error" text,
	"last_duration_ms" integer,
	"delivered_at" timestamp with time zone,
	"resend_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_company_idx" ON "webhook_deliveries" USING btree ("company_id","id");
