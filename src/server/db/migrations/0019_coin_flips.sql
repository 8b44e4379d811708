CREATE TABLE "coin_flips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"creator_id" uuid NOT NULL,
	"creator_side" text NOT NULL,
	"joiner_id" uuid,
	"joiner_bot" boolean DEFAULT false NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"beacon_kind" text,
	"beacon_label" text,
	"beacon_round" bigint,
	"beacon_expected_at" timestamp with time zone,
	"beacon_value" text,
	"beacon_evidence" jsonb,
	"winning_side" text,
	"winner" text,
	"payout" bigint,
	"fee" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"flipped_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "coin_flips_state_check" CHECK ("coin_flips"."state" IN ('OPEN', 'JOINED', 'BOT_JOINED', 'WAITING_FOR_BEACON', 'FLIPPED', 'CANCELLED')),
	CONSTRAINT "coin_flips_amount_check" CHECK ("coin_flips"."amount" > 0),
	CONSTRAINT "coin_flips_creator_side_check" CHECK ("coin_flips"."creator_side" IN ('CT', 'T')),
	CONSTRAINT "coin_flips_winning_side_check" CHECK ("coin_flips"."winning_side" IS NULL OR "coin_flips"."winning_side" IN ('CT', 'T')),
	CONSTRAINT "coin_flips_winner_check" CHECK ("coin_flips"."winner" IS NULL OR "coin_flips"."winner" IN ('creator', 'joiner')),
	CONSTRAINT "coin_flips_seat_check" CHECK (NOT ("coin_flips"."joiner_bot" AND "coin_flips"."joiner_id" IS NOT NULL)
          AND "coin_flips"."joiner_id" IS DISTINCT FROM "coin_flips"."creator_id"
          AND (("coin_flips"."state" IN ('OPEN', 'CANCELLED')) = ("coin_flips"."joiner_id" IS NULL AND NOT "coin_flips"."joiner_bot"))),
	CONSTRAINT "coin_flips_beacon_check" CHECK (("coin_flips"."state" IN ('WAITING_FOR_BEACON', 'FLIPPED')) =
          ("coin_flips"."beacon_kind" IS NOT NULL AND "coin_flips"."beacon_label" IS NOT NULL
           AND "coin_flips"."beacon_round" IS NOT NULL AND "coin_flips"."beacon_expected_at" IS NOT NULL)),
	CONSTRAINT "coin_flips_flipped_check" CHECK (("coin_flips"."state" = 'FLIPPED') =
          ("coin_flips"."beacon_value" IS NOT NULL AND "coin_flips"."winning_side" IS NOT NULL AND "coin_flips"."winner" IS NOT NULL
           AND "coin_flips"."payout" IS NOT NULL AND "coin_flips"."fee" IS NOT NULL AND "coin_flips"."flipped_at" IS NOT NULL)),
	CONSTRAINT "coin_flips_cancelled_check" CHECK (("coin_flips"."state" = 'CANCELLED') = ("coin_flips"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_fairness_check";--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "coin_flip_id" uuid;--> statement-breakpoint
ALTER TABLE "coin_flips" ADD CONSTRAINT "coin_flips_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_flips" ADD CONSTRAINT "coin_flips_joiner_id_users_id_fk" FOREIGN KEY ("joiner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_flips_state_created_idx" ON "coin_flips" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "coin_flips_creator_open_idx" ON "coin_flips" USING btree ("creator_id") WHERE "coin_flips"."state" = 'OPEN';--> statement-breakpoint
CREATE INDEX "coin_flips_flipped_idx" ON "coin_flips" USING btree ("flipped_at") WHERE "coin_flips"."state" = 'FLIPPED';--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_coin_flip_id_coin_flips_id_fk" FOREIGN KEY ("coin_flip_id") REFERENCES "public"."coin_flips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_coin_flip_idx" ON "bets" USING btree ("coin_flip_id") WHERE "bets"."coin_flip_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fairness_check" CHECK (("bets"."seed_pair_id" IS NOT NULL AND "bets"."nonce" IS NOT NULL) OR "bets"."round_id" IS NOT NULL OR "bets"."coin_flip_id" IS NOT NULL);