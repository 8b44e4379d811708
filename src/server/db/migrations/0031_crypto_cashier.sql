-- Crypto cashier (issue 17). A player has one deposit address per provider, coin and chain.
-- Every deposit and withdrawal is a row of crypto_transactions whose status only moves
-- forward under the row's lock; the money moves through wallet_post() in the same
-- transaction as the status change, with keys derived from the row's id, so a deposit is
-- credited once and a failed withdrawal refunded once.
CREATE TABLE "crypto_deposit_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"symbol" text NOT NULL,
	"blockchain" text NOT NULL,
	"address" text NOT NULL,
	"extra_id" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposit_addresses_user_coin_key" UNIQUE("user_id","provider","symbol","blockchain"),
	CONSTRAINT "crypto_deposit_addresses_address_key" UNIQUE("provider","blockchain","address","extra_id")
);--> statement-breakpoint
CREATE TABLE "crypto_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	-- The provider's id of the payment (deposits) or payout (withdrawals): a deposit's row is
	-- created by the first notice of its transaction, so retries of it find the same row.
	"external_id" text,
	"symbol" text NOT NULL,
	"blockchain" text NOT NULL,
	"address" text NOT NULL,
	"extra_id" text DEFAULT '' NOT NULL,
	"coin_amount" numeric(38, 18) NOT NULL,
	-- US dollars per coin when the gems were counted.
	"usd_rate" numeric(38, 8),
	"amount" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer DEFAULT 0 NOT NULL,
	"tx_hash" text,
	"reason" text,
	"reviewed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- Set once, when the money moved that ends the row: a deposit's credit, a refund.
	"settled_at" timestamp with time zone,
	CONSTRAINT "crypto_transactions_kind_check" CHECK ("kind" IN ('DEPOSIT', 'WITHDRAWAL')),
	CONSTRAINT "crypto_transactions_status_check" CHECK ("status" IN ('CONFIRMING', 'PENDING_APPROVAL', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED')),
	CONSTRAINT "crypto_transactions_amounts_check" CHECK ("amount" >= 0 AND "bonus" >= 0 AND "fee" >= 0 AND "fee" <= "amount" AND "coin_amount" >= 0),
	CONSTRAINT "crypto_transactions_deposit_states" CHECK ("kind" = 'WITHDRAWAL' OR "status" IN ('CONFIRMING', 'COMPLETED')),
	CONSTRAINT "crypto_transactions_external_key" UNIQUE("provider","kind","external_id")
);--> statement-breakpoint
CREATE INDEX "crypto_transactions_user_idx" ON "crypto_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crypto_transactions_pending_idx" ON "crypto_transactions" USING btree ("status","created_at") WHERE "status" = 'PENDING_APPROVAL';
