-- Case battles (games.md "Case battles"): 2-4 seats open the same cases round by round. The
-- battle row holds its server seed (committed by its hash at creation), the beacon round
-- named when the last seat filled, every pull once generated, and how many rounds have been
-- announced (the pace survives a change of driver). Each player's seat price is an open bet
-- (bets.case_battle_id); a bot's seat stakes nothing and its share stays with the house.
CREATE TABLE "case_battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"mode" text NOT NULL,
	"visibility" text NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"player_amount" smallint NOT NULL,
	"creator_id" uuid NOT NULL REFERENCES "users"("id"),
	"cases" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"regular_rounds" smallint NOT NULL,
	"spin_ms" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"beacon_kind" text,
	"beacon_label" text,
	"beacon_round" bigint,
	"beacon_expected_at" timestamp with time zone,
	"beacon_value" text,
	"beacon_evidence" jsonb,
	"rounds" jsonb,
	"round_count" smallint,
	"announced_rounds" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"last_roll" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "case_battles_state_check" CHECK ("state" IN ('GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS', 'WAITING_FOR_BLOCK', 'GENERATING_OUTCOME', 'GAME_COMPLETED')),
	CONSTRAINT "case_battles_mode_check" CHECK ("mode" IN ('VERSUS', 'TEAMS', 'FRIENDLY', 'SHARING')),
	CONSTRAINT "case_battles_visibility_check" CHECK ("visibility" IN ('PRIVATE', 'PUBLIC')),
	CONSTRAINT "case_battles_seats_check" CHECK ("player_amount" BETWEEN 2 AND 4),
	CONSTRAINT "case_battles_price_check" CHECK ("price" > 0),
	CONSTRAINT "case_battles_rounds_check" CHECK ("regular_rounds" BETWEEN 1 AND 50 AND "spin_ms" > 0),
	-- Named once the last seat filled; a named round is never cancelled.
	CONSTRAINT "case_battles_beacon_check" CHECK ("cancelled_at" IS NOT NULL
		OR ("state" IN ('WAITING_FOR_BLOCK', 'GENERATING_OUTCOME', 'GAME_COMPLETED')) =
		   ("beacon_kind" IS NOT NULL AND "beacon_label" IS NOT NULL AND "beacon_round" IS NOT NULL
		    AND "beacon_expected_at" IS NOT NULL AND "filled_at" IS NOT NULL)),
	CONSTRAINT "case_battles_generated_check" CHECK ("cancelled_at" IS NOT NULL
		OR ("state" IN ('GENERATING_OUTCOME', 'GAME_COMPLETED')) =
		   ("beacon_value" IS NOT NULL AND "rounds" IS NOT NULL AND "round_count" IS NOT NULL
		    AND "result" IS NOT NULL AND "generated_at" IS NOT NULL)),
	CONSTRAINT "case_battles_announced_check" CHECK ("announced_rounds" >= 0
		AND "announced_rounds" <= coalesce("round_count", 0)),
	CONSTRAINT "case_battles_completed_check" CHECK (("state" = 'GAME_COMPLETED') = ("completed_at" IS NOT NULL)),
	CONSTRAINT "case_battles_cancelled_check" CHECK ("cancelled_at" IS NULL
		OR ("state" = 'GAME_COMPLETED' AND "beacon_round" IS NULL))
);--> statement-breakpoint
CREATE INDEX "case_battles_live_idx" ON "case_battles" USING btree ("created_at") WHERE "state" <> 'GAME_COMPLETED';--> statement-breakpoint
-- A battle's state only ever moves forward, in the spec's order.
CREATE FUNCTION case_battles_state_forward() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	states text[] := ARRAY['GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS',
		'WAITING_FOR_BLOCK', 'GENERATING_OUTCOME', 'GAME_COMPLETED'];
BEGIN
	IF array_position(states, NEW.state) < array_position(states, OLD.state) THEN
		RAISE EXCEPTION 'case battle %: state % cannot follow %', OLD.id, NEW.state, OLD.state;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "case_battles_state_forward" BEFORE UPDATE OF "state" ON "case_battles"
	FOR EACH ROW EXECUTE FUNCTION case_battles_state_forward();--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_fairness_check";--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "case_battle_id" uuid REFERENCES "case_battles"("id");--> statement-breakpoint
CREATE INDEX "bets_case_battle_idx" ON "bets" USING btree ("case_battle_id") WHERE "case_battle_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fairness_check" CHECK (("seed_pair_id" IS NOT NULL AND "nonce" IS NOT NULL) OR "round_id" IS NOT NULL OR "coin_flip_id" IS NOT NULL OR "case_battle_id" IS NOT NULL);--> statement-breakpoint
-- One row per filled seat: a player (with the open bet of their seat price) or a bot, whose
-- own id stands for it in the battle's players, teams and outcome.
CREATE TABLE "case_battle_seats" (
	"battle_id" uuid NOT NULL REFERENCES "case_battles"("id"),
	"seat" smallint NOT NULL,
	"player_id" uuid NOT NULL,
	"user_id" uuid REFERENCES "users"("id"),
	"bot" boolean DEFAULT false NOT NULL,
	"bet_id" uuid REFERENCES "bets"("id"),
	"payout" bigint,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_battle_seats_pkey" PRIMARY KEY ("battle_id", "seat"),
	CONSTRAINT "case_battle_seats_player_key" UNIQUE ("battle_id", "player_id"),
	CONSTRAINT "case_battle_seats_seat_check" CHECK ("seat" BETWEEN 0 AND 3),
	CONSTRAINT "case_battle_seats_kind_check" CHECK (("bot" = ("user_id" IS NULL))
		AND ("bot" = ("bet_id" IS NULL)) AND ("bot" OR "player_id" = "user_id"))
);--> statement-breakpoint
CREATE INDEX "case_battle_seats_user_idx" ON "case_battle_seats" USING btree ("user_id") WHERE "user_id" IS NOT NULL;
