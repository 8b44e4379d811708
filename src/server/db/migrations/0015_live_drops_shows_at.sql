-- A drop shows in the feed from shows_at, once its opener's reel has landed (no outcome
-- before its animation). Drops written before this showed at once: theirs is created_at.
DROP INDEX "live_drops_created_idx";--> statement-breakpoint
DROP INDEX "live_drops_top_created_idx";--> statement-breakpoint
ALTER TABLE "live_drops" ADD COLUMN "shows_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "live_drops" SET "shows_at" = "created_at";--> statement-breakpoint
CREATE INDEX "live_drops_shows_idx" ON "live_drops" USING btree ("shows_at");--> statement-breakpoint
CREATE INDEX "live_drops_top_shows_idx" ON "live_drops" USING btree ("shows_at") WHERE "live_drops"."top";
