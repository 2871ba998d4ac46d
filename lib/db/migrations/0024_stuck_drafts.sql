-- Publishing used to claim the draft, write the offer and record the code's use in separate statements; a
-- crash or a failure half-way left drafts in `converted` with no offer (every retry, payment or save then
-- answered 409) and code uses with no redemption. Publishing is now one transaction; this repairs what the
-- old path left behind. New and duplicated drafts converted without an offer go back to editable drafts:
UPDATE "offer_drafts" SET "state" = 'workInProgress', "updated_at" = now()
 WHERE "state" = 'converted' AND "offer_id" IS NULL AND "mode" IN ('create', 'duplicate');
--> statement-breakpoint
-- Refresh drafts claimed (converted) whose offer never received their content (no update revision since the
-- claim, which wrote both with the same time) go back too; the offer itself is still the ended one.
UPDATE "offer_drafts" AS d SET "state" = 'workInProgress', "updated_at" = now()
 WHERE d."state" = 'converted' AND d."mode" = 'refresh' AND d."offer_id" IS NOT NULL
   AND NOT EXISTS (
     SELECT 1 FROM "offer_revisions" r
      WHERE r."offer_id" = d."offer_id" AND r."action" = 'update' AND r."created_at" >= d."updated_at"
   );
--> statement-breakpoint
-- `promo_codes.uses` counts redemptions: uses claimed without one (a publication that never happened) are
-- given back.
UPDATE "promo_codes" AS c SET "uses" = r."n"
  FROM (SELECT p."id", count(x."id")::int AS "n"
          FROM "promo_codes" p LEFT JOIN "promo_code_redemptions" x ON x."code_id" = p."id"
         GROUP BY p."id") AS r
 WHERE r."id" = c."id" AND c."uses" > r."n";
