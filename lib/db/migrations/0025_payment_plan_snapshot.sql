ALTER TABLE "payments" ADD COLUMN "limits" jsonb;
