-- A flip or battle whose beacon round never verifies is refunded after a bound: nobody could
-- know its outcome, so giving every stake back favours no one. The refund is a state of its
-- own (its beacon round stays named, its value never arrives), so a late value finds the
-- game finished and changes nothing.
ALTER TABLE "coin_flips" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coin_flips" DROP CONSTRAINT "coin_flips_state_check";--> statement-breakpoint
ALTER TABLE "coin_flips" ADD CONSTRAINT "coin_flips_state_check" CHECK ("state" IN ('OPEN', 'JOINED', 'BOT_JOINED', 'WAITING_FOR_BEACON', 'FLIPPED', 'CANCELLED', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "coin_flips" DROP CONSTRAINT "coin_flips_beacon_check";--> statement-breakpoint
ALTER TABLE "coin_flips" ADD CONSTRAINT "coin_flips_beacon_check" CHECK (("state" IN ('WAITING_FOR_BEACON', 'FLIPPED', 'REFUNDED')) =
  ("beacon_kind" IS NOT NULL AND "beacon_label" IS NOT NULL AND "beacon_round" IS NOT NULL AND "beacon_expected_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "coin_flips" ADD CONSTRAINT "coin_flips_refunded_check" CHECK (("state" = 'REFUNDED') = ("refunded_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "case_battles" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_battles" DROP CONSTRAINT "case_battles_generated_check";--> statement-breakpoint
ALTER TABLE "case_battles" ADD CONSTRAINT "case_battles_generated_check" CHECK ("cancelled_at" IS NOT NULL OR "refunded_at" IS NOT NULL
  OR ("state" IN ('GENERATING_OUTCOME', 'GAME_COMPLETED')) =
     ("beacon_value" IS NOT NULL AND "rounds" IS NOT NULL AND "round_count" IS NOT NULL
      AND "result" IS NOT NULL AND "generated_at" IS NOT NULL));--> statement-breakpoint
-- Refunded from WAITING_FOR_BLOCK only: named, never generated, never also cancelled.
ALTER TABLE "case_battles" ADD CONSTRAINT "case_battles_refunded_check" CHECK ("refunded_at" IS NULL
  OR ("state" = 'GAME_COMPLETED' AND "cancelled_at" IS NULL AND "beacon_round" IS NOT NULL
      AND "beacon_value" IS NULL AND "generated_at" IS NULL));
