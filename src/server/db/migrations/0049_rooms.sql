-- Rooms: the games between players that the generic room driver plays from a manifest
-- (games/manifest.ts, RoomGameManifest; src/server/domain/rooms). One row per room whatever
-- its game: the seats and their choices, a per-room server seed committed by its hash, the
-- beacon round named when the last seat filled, and once drawn the outcome and each seat's
-- payout. Each player seat's stake is a bet row (bets.room_id); a house seat has none.
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"creator_id" uuid NOT NULL,
	"seats" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"beacon_kind" text,
	"beacon_label" text,
	"beacon_round" bigint,
	"beacon_expected_at" timestamp with time zone,
	"beacon_value" text,
	"beacon_evidence" jsonb,
	"outcome" jsonb,
	"payouts" jsonb,
	"fee" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "rooms_state_check" CHECK ("state" IN ('OPEN', 'WAITING_FOR_BEACON', 'DRAWN', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "rooms_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "rooms_beacon_check" CHECK (("state" IN ('WAITING_FOR_BEACON', 'DRAWN', 'REFUNDED')) =
	  ("beacon_kind" IS NOT NULL AND "beacon_label" IS NOT NULL AND "beacon_round" IS NOT NULL AND "beacon_expected_at" IS NOT NULL AND "filled_at" IS NOT NULL)),
	CONSTRAINT "rooms_drawn_check" CHECK (("state" = 'DRAWN') =
	  ("beacon_value" IS NOT NULL AND "outcome" IS NOT NULL AND "payouts" IS NOT NULL AND "fee" IS NOT NULL AND "drawn_at" IS NOT NULL)),
	CONSTRAINT "rooms_cancelled_check" CHECK (("state" = 'CANCELLED') = ("cancelled_at" IS NOT NULL)),
	CONSTRAINT "rooms_refunded_check" CHECK (("state" = 'REFUNDED') = ("refunded_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_kind_state_created_idx" ON "rooms" USING btree ("kind","state","created_at");--> statement-breakpoint
CREATE INDEX "rooms_creator_open_idx" ON "rooms" USING btree ("kind","creator_id") WHERE "rooms"."state" = 'OPEN';--> statement-breakpoint
CREATE INDEX "rooms_waiting_idx" ON "rooms" USING btree ("beacon_expected_at") WHERE "rooms"."state" = 'WAITING_FOR_BEACON';--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "room_id" uuid;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_room_idx" ON "bets" USING btree ("room_id") WHERE "bets"."room_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_fairness_check";--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fairness_check" CHECK (("seed_pair_id" IS NOT NULL AND "nonce" IS NOT NULL) OR "round_id" IS NOT NULL OR "coin_flip_id" IS NOT NULL OR "case_battle_id" IS NOT NULL OR "room_id" IS NOT NULL);
