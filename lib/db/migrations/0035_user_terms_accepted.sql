-- When a user accepted the regulations and privacy policy: the owner at the company's sign-up, an invited
-- user on joining (decision 0065). Users from before this column keep null.
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;
