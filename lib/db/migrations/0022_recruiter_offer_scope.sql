ALTER TABLE "companies" ADD COLUMN "recruiters_assigned_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "offer_assignees" (
	"offer_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_assignees_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "offer_assignees" ADD CONSTRAINT "offer_assignees_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_assignees" ADD CONSTRAINT "offer_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_assignees" ADD CONSTRAINT "offer_assignees_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "offer_assignees_user_idx" ON "offer_assignees" USING btree ("user_id","offer_id");
--> statement-breakpoint
INSERT INTO "offer_assignees" ("offer_id", "user_id")
SELECT DISTINCT ON (r."offer_id") r."offer_id", r."user_id"
  FROM "offer_revisions" r
  JOIN "offers" o ON o."id" = r."offer_id"
  JOIN "company_members" m ON m."company_id" = o."company_id" AND m."user_id" = r."user_id" AND m."right" = 'recruiter'
 WHERE r."action" = 'create'
 ORDER BY r."offer_id", r."id"
ON CONFLICT DO NOTHING;
