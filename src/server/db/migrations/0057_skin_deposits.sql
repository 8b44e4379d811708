-- Skin deposits (domain/cashier/skins): one row per trade offer the deposit provider sends a
-- player, asking for the CS2 skins they picked from their Steam inventory. items is what was
-- asked, each with its catalogue value and the gems it brings; gems their sum at the deposit
-- rate. amount is what was credited, held what self-exclusion or a deposit limit kept back,
-- reversed what a reversal of the trade took back, shortfall what it could not take
-- (docs/money.md, "Skin deposits"). protected_until ends Steam's trade protection: until
-- then the completed trade may still be reversed, and the poller keeps asking about it.
CREATE TABLE "skin_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"provider" text NOT NULL,
	"offer_id" text,
	"steam_id" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"value" bigint NOT NULL,
	"gems" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"reversed" bigint DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"protected_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skin_deposits_offer_key" UNIQUE("provider","offer_id"),
	CONSTRAINT "skin_deposits_status_check" CHECK ("status" IN ('PENDING', 'SENT', 'FAILED', 'DECLINED', 'EXPIRED', 'CANCELLED', 'COMPLETED', 'HELD', 'REVERSED')),
	CONSTRAINT "skin_deposits_amounts_check" CHECK ("value" > 0 AND "gems" > 0 AND "amount" >= 0 AND "bonus" >= 0 AND "held" >= 0 AND "reversed" >= 0 AND "shortfall" >= 0)
);--> statement-breakpoint
CREATE INDEX "skin_deposits_user_idx" ON "skin_deposits" USING btree ("user_id","created_at");--> statement-breakpoint
-- One offer in flight per player: a second deposit waits for the first to end.
CREATE UNIQUE INDEX "skin_deposits_open_idx" ON "skin_deposits" USING btree ("user_id")
  WHERE "status" IN ('PENDING', 'SENT');--> statement-breakpoint
-- The poller's work: offers in flight, and completed ones still under trade protection.
CREATE INDEX "skin_deposits_watch_idx" ON "skin_deposits" USING btree ("updated_at")
  WHERE "status" IN ('PENDING', 'SENT', 'COMPLETED', 'HELD');--> statement-breakpoint
-- The dashboard's cashier index (0054) counts skin deposits and their reversals too.
DROP INDEX "wallet_transfers_cashier_idx";--> statement-breakpoint
CREATE INDEX "wallet_transfers_cashier_idx" ON "wallet_transfers" USING btree ("created_at")
  WHERE "kind" IN ('deposit', 'crypto-deposit', 'card-deposit', 'skin-deposit', 'gift-card', 'crypto-withdrawal', 'crypto-withdrawal-refund');
