CREATE TABLE "offer_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"variant" text NOT NULL,
	"title" text NOT NULL,
	"normalized" text NOT NULL,
	"offers_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_suggestions" ADD CONSTRAINT "offer_suggestions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_suggestions_uq" ON "offer_suggestions" USING btree ("tenant_id","variant","normalized");--> statement-breakpoint
CREATE INDEX "offer_suggestions_trgm_idx" ON "offer_suggestions" USING gin ("normalized" gin_trgm_ops);