ALTER TABLE "cases" ADD COLUMN "openings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "creator_earnings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_community_created_idx" ON "cases" USING btree ("created_at") WHERE "cases"."creator_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_creator_created_idx" ON "cases" USING btree ("creator_id","created_at") WHERE "cases"."creator_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_openings_not_negative" CHECK ("cases"."openings" >= 0);--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_creator_earnings_not_negative" CHECK ("cases"."creator_earnings" >= 0);