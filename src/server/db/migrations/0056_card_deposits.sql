-- Card deposits (domain/cashier/card): one row per checkout a player starts at a card
-- processor's hosted page. Its id is the reference the processor carries back in every
-- webhook; payment_id is the processor's payment once captured. amount is what was credited,
-- held what self-exclusion or a deposit limit kept back, reversed what refunds and
-- chargebacks took back, shortfall what they could not take (docs/money.md, "Card deposits").
CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"provider" text NOT NULL,
	"session_id" text,
	"payment_id" text,
	"status" text NOT NULL,
	"cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"gems" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"reversed" bigint DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_payment_key" UNIQUE("provider","payment_id"),
	CONSTRAINT "card_payments_status_check" CHECK ("status" IN ('PENDING', 'DECLINED', 'COMPLETED', 'HELD', 'REFUNDED', 'CHARGED_BACK')),
	CONSTRAINT "card_payments_amounts_check" CHECK ("cents" > 0 AND "gems" > 0 AND "amount" >= 0 AND "bonus" >= 0 AND "held" >= 0 AND "reversed" >= 0 AND "shortfall" >= 0 AND "reversed_cents" >= 0 AND "reversed_cents" <= "cents")
);--> statement-breakpoint
CREATE INDEX "card_payments_user_idx" ON "card_payments" USING btree ("user_id","created_at");--> statement-breakpoint
-- Each processor event applied once: a retry or a replay of the same event id finds its row.
CREATE TABLE "card_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid REFERENCES "card_payments"("id") ON DELETE restrict,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_webhook_events_pkey" PRIMARY KEY("provider","event_id")
);
