-- Localities beyond the city dictionary (decision 0050): a gazetteer locality joins the cities table the
-- first time an offer is published in it, under its GeoNames id, so filters, the map and alerts use it
-- like any other city. Existing rows (the dictionary) keep a null id.
ALTER TABLE "cities" ADD COLUMN "geoname_id" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_geoname_id_unique" UNIQUE("geoname_id");
