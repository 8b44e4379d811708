-- Steam's trade protection follows the money (docs/money.md, "Skin deposits"): a skin
-- deposit's gems may still be taken back until its protected_until, and withdrawals wait
-- while a player holds any of them, whoever deposited. When gems pass from one holder to
-- another (a tip, the rain pool, a coin flip, battle or room game pot), the protected part
-- they take along is written here, signed, per deposit: negative on the side it leaves,
-- positive where it lands. Each part ends with its deposit's protected_until, read from
-- skin_deposits, so a reversal (which leaves protected_until as it was) never ends it
-- early. Append-only, like the ledger; domain/wallet writes it in the transfer's transaction.
CREATE TABLE "trade_protection_carries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" uuid REFERENCES "users"("id"),
	"pool" text,
	"skin_deposit_id" uuid NOT NULL REFERENCES "skin_deposits"("id"),
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "trade_protection_carries_amount_check" CHECK ("amount" <> 0),
	CONSTRAINT "trade_protection_carries_holder_check" CHECK (("user_id" IS NULL) <> ("pool" IS NULL))
);--> statement-breakpoint
CREATE INDEX "trade_protection_carries_user_idx" ON "trade_protection_carries" USING btree ("user_id","skin_deposit_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "trade_protection_carries_pool_idx" ON "trade_protection_carries" USING btree ("pool","skin_deposit_id") WHERE "pool" IS NOT NULL;--> statement-breakpoint
-- A reversal asks where its deposit's protection went.
CREATE INDEX "trade_protection_carries_deposit_idx" ON "trade_protection_carries" USING btree ("skin_deposit_id");--> statement-breakpoint
CREATE TRIGGER "trade_protection_carries_append_only" BEFORE UPDATE OR DELETE ON "trade_protection_carries"
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();--> statement-breakpoint
CREATE TRIGGER "trade_protection_carries_no_truncate" BEFORE TRUNCATE ON "trade_protection_carries"
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
