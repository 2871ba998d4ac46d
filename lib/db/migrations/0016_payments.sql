UPDATE "payments" SET "provider" = 'embedded' WHERE "provider" = 'fake';--> statement-breakpoint
UPDATE "payment_provider_events" SET "provider" = 'embedded' WHERE "provider" = 'fake';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider" SET DEFAULT 'embedded';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "locale" text DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "locale" text DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "invoices_payment_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_kind_uq" ON "invoices" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_pk" PRIMARY KEY("tenant_id","year")
);--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "embedded_payment_transactions" (
	"token" text PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"session_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"order_id" text,
	"verified_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "embedded_payment_transactions" ADD CONSTRAINT "embedded_payment_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_payment_transactions_session_uq" ON "embedded_payment_transactions" USING btree ("session_id");--> statement-breakpoint
CREATE TABLE "embedded_payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "embedded_payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "embedded_payment_notifications" ADD CONSTRAINT "embedded_payment_notifications_token_fk" FOREIGN KEY ("token") REFERENCES "public"."embedded_payment_transactions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_payment_notifications_due_idx" ON "embedded_payment_notifications" USING btree ("status","next_attempt_at");
