-- A round chain's salt is named at publication as the first beacon round due at or after
-- salt_not_before (publication + a delay of minutes), so the terminating hash is public,
-- and announced in chat, well before anyone can know the salt. Older chains named theirs
-- a few seconds ahead and keep null.
ALTER TABLE "round_chains" ADD COLUMN "salt_not_before" timestamp with time zone;
