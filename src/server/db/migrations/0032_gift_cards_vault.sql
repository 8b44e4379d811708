-- Gift cards: operators create them in batches of one value; each card is single-use and
-- stored only as the SHA-256 of its code. A redemption locks the card's row, so of two
-- redemptions of one code exactly one finds it unused.
CREATE TABLE "gift_card_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value" bigint NOT NULL,
	"count" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_batches_value_positive" CHECK ("value" > 0),
	CONSTRAINT "gift_card_batches_count_positive" CHECK ("count" > 0)
);--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL REFERENCES "gift_card_batches"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"redeemed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "gift_cards_code_hash_key" UNIQUE("code_hash")
);--> statement-breakpoint
CREATE INDEX "gift_cards_batch_idx" ON "gift_cards" USING btree ("batch_id");--> statement-breakpoint
-- The vault: one locked, non-negative wallet account per player who uses it, owned through
-- vault_of (user_id stays the player's one spending account, so every lookup of a player's
-- account by user_id is unchanged). Moves in and out are ordinary wallet_post() transfers.
ALTER TABLE "wallet_accounts" ADD COLUMN "vault_of" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind_check" CHECK ("wallet_accounts"."kind" IN ('user','house','cashier','promo','jackpot','rain','vault'));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_vault_owner_check" CHECK (("wallet_accounts"."kind" = 'vault') = ("wallet_accounts"."vault_of" IS NOT NULL) AND ("wallet_accounts"."kind" <> 'vault' OR NOT "wallet_accounts"."allow_negative"));--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_vault_key" ON "wallet_accounts" USING btree ("vault_of") WHERE "wallet_accounts"."vault_of" IS NOT NULL;--> statement-breakpoint
DROP INDEX "wallet_accounts_system_key";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system_key" ON "wallet_accounts" USING btree ("kind","shard") WHERE "wallet_accounts"."user_id" IS NULL AND "wallet_accounts"."vault_of" IS NULL;
