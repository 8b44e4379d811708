-- Coin flip is played by the generic room driver (games/coin-flip/game.ts): its games move
-- into rooms with their ids, seeds, named rounds and outcomes unchanged, so every game
-- played before verifies as it did. The seats are the creator's side and the side left (the
-- bot's seat has no player); a flipped game's outcome is the side won, its payouts the
-- winner's seat's (the house keeps what the bot's seat wins). Each seat's stake moves from
-- bets.coin_flip_id to bets.room_id. JOINED and BOT_JOINED never outlast the transaction
-- that names the round, so no such row exists (the rooms checks would refuse one).
INSERT INTO "rooms" ("id", "kind", "state", "amount", "creator_id", "seats", "server_seed",
  "server_seed_hash", "beacon_kind", "beacon_label", "beacon_round", "beacon_expected_at",
  "beacon_value", "beacon_evidence", "outcome", "payouts", "fee", "created_at", "filled_at",
  "drawn_at", "cancelled_at", "refunded_at")
SELECT cf."id", 'coin-flip',
  CASE cf."state" WHEN 'FLIPPED' THEN 'DRAWN' ELSE cf."state" END,
  cf."amount", cf."creator_id",
  jsonb_build_array(jsonb_build_object('userId', cf."creator_id", 'choice', cf."creator_side"))
    || CASE WHEN cf."joiner_id" IS NOT NULL OR cf."joiner_bot" THEN
         jsonb_build_array(jsonb_build_object('userId', cf."joiner_id",
           'choice', CASE cf."creator_side" WHEN 'CT' THEN 'T' ELSE 'CT' END))
       ELSE '[]'::jsonb END,
  cf."server_seed", cf."server_seed_hash", cf."beacon_kind", cf."beacon_label",
  cf."beacon_round", cf."beacon_expected_at", cf."beacon_value", cf."beacon_evidence",
  CASE WHEN cf."state" = 'FLIPPED' THEN jsonb_build_object('winningSide', cf."winning_side") END,
  CASE WHEN cf."state" = 'FLIPPED' THEN jsonb_build_array(
    CASE cf."winner" WHEN 'creator' THEN cf."payout" ELSE 0 END,
    CASE cf."winner" WHEN 'joiner' THEN cf."payout" ELSE 0 END) END,
  cf."fee", cf."created_at",
  CASE WHEN cf."beacon_round" IS NOT NULL THEN cf."joined_at" END,
  cf."flipped_at", cf."cancelled_at", cf."refunded_at"
FROM "coin_flips" cf;--> statement-breakpoint
UPDATE "bets" SET "room_id" = "coin_flip_id" WHERE "coin_flip_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_fairness_check";--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fairness_check" CHECK (("seed_pair_id" IS NOT NULL AND "nonce" IS NOT NULL) OR "round_id" IS NOT NULL OR "case_battle_id" IS NOT NULL OR "room_id" IS NOT NULL);--> statement-breakpoint
DROP INDEX "bets_coin_flip_idx";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_coin_flip_id_coin_flips_id_fk";--> statement-breakpoint
ALTER TABLE "bets" DROP COLUMN "coin_flip_id";--> statement-breakpoint
DROP TABLE "coin_flips";
