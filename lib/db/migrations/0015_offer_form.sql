-- Codes have a validity window (spec: "validity dates"): a start as well as an end.
ALTER TABLE "promo_codes" ADD COLUMN "valid_from" timestamp with time zone;
