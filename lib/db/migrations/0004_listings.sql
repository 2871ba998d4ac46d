CREATE TABLE "offer_listings" (
	"tenant_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"main_category_id" integer,
	"category_id" integer,
	"title_folded" text NOT NULL,
	"company_folded" text NOT NULL,
	"search_text" text NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"city_ids" integer[] NOT NULL,
	"employment_types" text[] NOT NULL,
	"seniority" text NOT NULL,
	"workplace_type" text NOT NULL,
	"working_time" text NOT NULL,
	"open_to_hire_ukrainians" boolean NOT NULL,
	"has_salary" boolean NOT NULL,
	"salary_pln_min" double precision,
	"salary_pln_max" double precision,
	"salary_eur_min" double precision,
	"salary_eur_max" double precision,
	"salary_usd_min" double precision,
	"salary_usd_max" double precision,
	"salary_gbp_min" double precision,
	"salary_gbp_max" double precision,
	"salary_chf_min" double precision,
	"salary_chf_max" double precision,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "offer_listings_tenant_id_offer_id_pk" PRIMARY KEY("tenant_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_listings" ADD CONSTRAINT "offer_listings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_listings" ADD CONSTRAINT "offer_listings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_listings_offer_idx" ON "offer_listings" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_listings_published_idx" ON "offer_listings" USING btree ("tenant_id","refreshed_at" DESC NULLS LAST,"offer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_listings_newest_idx" ON "offer_listings" USING btree ("tenant_id","published_at" DESC NULLS LAST,"offer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_listings_category_idx" ON "offer_listings" USING btree ("tenant_id","main_category_id","refreshed_at" DESC NULLS LAST,"offer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_listings_skill_ids_idx" ON "offer_listings" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "offer_listings_city_ids_idx" ON "offer_listings" USING gin ("city_ids");--> statement-breakpoint
CREATE INDEX "offer_listings_search_trgm_idx" ON "offer_listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- What offer_listings holds, computed from the offers: one row per board of every published offer.
-- syncOfferListings copies from this view; changing the listing columns means changing both.
CREATE VIEW "offer_listing_source" AS
SELECT b.tenant_id,
       o.id AS offer_id,
       o.expires_at,
       o.refreshed_at,
       o.published_at,
       o.main_category_id,
       o.category_id,
       immutable_unaccent(lower(o.title)) AS title_folded,
       immutable_unaccent(lower(o.company_name)) AS company_folded,
       o.search_text,
       o.skill_ids,
       o.city_ids,
       coalesce((SELECT array_agg(DISTINCT e.type ORDER BY e.type) FROM offer_employment_types e WHERE e.offer_id = o.id), '{}'::text[]) AS employment_types,
       o.seniority,
       o.workplace_type,
       o.working_time,
       o.open_to_hire_ukrainians,
       o.has_salary,
       o.salary_pln_min::float8 AS salary_pln_min,
       o.salary_pln_max::float8 AS salary_pln_max,
       o.salary_eur_min::float8 AS salary_eur_min,
       o.salary_eur_max::float8 AS salary_eur_max,
       o.salary_usd_min::float8 AS salary_usd_min,
       o.salary_usd_max::float8 AS salary_usd_max,
       o.salary_gbp_min::float8 AS salary_gbp_min,
       o.salary_gbp_max::float8 AS salary_gbp_max,
       o.salary_chf_min::float8 AS salary_chf_min,
       o.salary_chf_max::float8 AS salary_chf_max,
       l.latitude,
       l.longitude
  FROM offers o
  JOIN offer_boards b ON b.offer_id = o.id
  LEFT JOIN LATERAL (
        SELECT ol.latitude, ol.longitude FROM offer_locations ol
         WHERE ol.offer_id = o.id ORDER BY ol.is_main DESC, ol.ordinal, ol.id LIMIT 1
       ) l ON true
 WHERE o.status = 'published'
   AND o.expires_at IS NOT NULL
   AND o.refreshed_at IS NOT NULL
   AND o.published_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO "offer_listings" SELECT * FROM "offer_listing_source";--> statement-breakpoint
ANALYZE "offer_listings";
