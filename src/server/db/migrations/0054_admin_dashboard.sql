-- The back office dashboard (docs/operations.md, "The dashboard").
-- Each ledger check, by the round leader's schedule or `npm run ledger:verify`, leaves a row,
-- so any node can say when the books were last checked and what the check found. Rows older
-- than 30 days are pruned as checks are added.
CREATE TABLE "ledger_checks" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "checked_at" timestamp with time zone NOT NULL,
  "checked_by" text NOT NULL CHECK ("checked_by" IN ('schedule', 'command')),
  "invariants" integer NOT NULL,
  "problems" integer NOT NULL,
  "findings" text[] NOT NULL,
  "entries" bigint NOT NULL,
  "took_ms" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "ledger_checks_checked_idx" ON "ledger_checks" USING btree ("checked_at");--> statement-breakpoint
-- Sign-ups per day read a month of accounts, not all of them.
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Deposits and withdrawals per day read a month of the cashier's transfers; the bets'
-- transfers, most of the table, stay out of the index.
CREATE INDEX "wallet_transfers_cashier_idx" ON "wallet_transfers" USING btree ("created_at")
  WHERE "kind" IN ('deposit', 'crypto-deposit', 'card-deposit', 'gift-card', 'crypto-withdrawal', 'crypto-withdrawal-refund');
