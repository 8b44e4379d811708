-- Crypto cashier hardening. A deposit row counts each coin once: credited_coin is how much of
-- what the provider reported paid has been counted (credited or held), so a later top-up of
-- the same payment (NOWPayments partially_paid, then more) counts only its increase.
-- `held` is gems not credited because self-exclusion or a deposit limit forbade them when
-- the deposit was counted: such a deposit is HELD for an operator, never lost, never credited.
ALTER TABLE "crypto_transactions"
	ADD COLUMN "credited_coin" numeric(38, 18) DEFAULT 0 NOT NULL,
	ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A deposit credited before this migration counted everything it reported.
UPDATE "crypto_transactions" SET "credited_coin" = "coin_amount"
	WHERE "kind" = 'DEPOSIT' AND "status" = 'COMPLETED' AND "amount" > 0;--> statement-breakpoint
ALTER TABLE "crypto_transactions" DROP CONSTRAINT "crypto_transactions_status_check";--> statement-breakpoint
ALTER TABLE "crypto_transactions" ADD CONSTRAINT "crypto_transactions_status_check" CHECK ("status" IN ('CONFIRMING', 'HELD', 'PENDING_APPROVAL', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "crypto_transactions" DROP CONSTRAINT "crypto_transactions_deposit_states";--> statement-breakpoint
ALTER TABLE "crypto_transactions" ADD CONSTRAINT "crypto_transactions_deposit_states" CHECK ("kind" = 'WITHDRAWAL' OR "status" IN ('CONFIRMING', 'COMPLETED', 'HELD'));--> statement-breakpoint
ALTER TABLE "crypto_transactions" ADD CONSTRAINT "crypto_transactions_held_check" CHECK ("held" >= 0 AND ("status" = 'HELD') = ("held" > 0));--> statement-breakpoint
ALTER TABLE "crypto_transactions" ADD CONSTRAINT "crypto_transactions_credited_coin_check" CHECK ("credited_coin" >= 0 AND "credited_coin" <= "coin_amount");--> statement-breakpoint
-- What operators must look at: held deposits, and withdrawals PROCESSING with no provider id.
CREATE INDEX "crypto_transactions_attention_idx" ON "crypto_transactions" USING btree ("status", "updated_at") WHERE "status" = 'HELD' OR ("status" = 'PROCESSING' AND "external_id" IS NULL);
