-- Keywords match whole terms (decision 0045). The offer writer stores each offer's analysed terms;
-- offers written before this migration get theirs from the start-up step that analyses offers whose
-- terms are missing or from an older analysis (refreshSearchTerms), so this migration stays instant.
ALTER TABLE "offers" ADD COLUMN "search_terms" text[];--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_terms_version" integer;--> statement-breakpoint
CREATE INDEX "offers_search_terms_version_idx" ON "offers" USING btree ("search_terms_version");--> statement-breakpoint
-- The listings hold them as lexemes: a text search checks a row by binary search over its sorted lexemes.
ALTER TABLE "offer_listings" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_listings_search_vector_idx" ON "offer_listings" USING gin ("search_vector");--> statement-breakpoint
-- Substring search is gone (suggestions are matched in memory): its indexes only slowed every write. The columns stay while the previous
-- release may still run against this database.
DROP INDEX IF EXISTS "offers_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offers_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offer_listings_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offer_suggestions_trgm_idx";--> statement-breakpoint
-- What offer_listings holds (0004), now with the search terms.
CREATE OR REPLACE VIEW "offer_listing_source" AS
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
       l.longitude,
       array_to_tsvector(coalesce(o.search_terms, '{}'::text[])) AS search_vector
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
