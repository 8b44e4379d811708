-- A community case's creator fee is 0.5% of each fee-bearing opening request's price, which is
-- rarely a whole hundredth. What a request's fee leaves under a hundredth is kept here, in
-- hundredths x 10^-4, and added to the next request's fee, so the creator is paid every
-- hundredth they earn: the case's earnings are 0.5% of its fee-bearing openings, rounded
-- down once over them all, never once per request.
ALTER TABLE "cases" ADD COLUMN "creator_fee_carry_e4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_creator_fee_carry_range" CHECK ("cases"."creator_fee_carry_e4" >= 0 AND "cases"."creator_fee_carry_e4" < 10000);
