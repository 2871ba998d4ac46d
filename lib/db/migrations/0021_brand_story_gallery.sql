ALTER TABLE "brand_stories" ADD COLUMN "gallery" text[] DEFAULT '{}' NOT NULL;
