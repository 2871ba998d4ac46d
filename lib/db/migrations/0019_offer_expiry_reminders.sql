CREATE TABLE "offer_expiry_reminders" (
	"offer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_expiry_reminders_offer_id_expires_at_pk" PRIMARY KEY("offer_id","expires_at")
);
--> statement-breakpoint
ALTER TABLE "offer_expiry_reminders" ADD CONSTRAINT "offer_expiry_reminders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
