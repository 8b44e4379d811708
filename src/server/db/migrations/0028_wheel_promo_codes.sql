-- The reward wheel: one row per player holds their last spin (the 24 h rule is a
-- conditional upsert of it), and every spin keeps its seed pair and nonce for verification.
CREATE TABLE "wheel_players" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"last_spun_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"seed_pair_id" uuid NOT NULL REFERENCES "seed_pairs"("id") ON DELETE CASCADE,
	"nonce" integer NOT NULL,
	"tier" smallint NOT NULL,
	"ticket" integer NOT NULL,
	"segment" smallint NOT NULL,
	"prize" bigint NOT NULL,
	"spun_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_spins_pair_nonce_key" UNIQUE("seed_pair_id","nonce"),
	CONSTRAINT "wheel_spins_prize_positive" CHECK ("prize" > 0)
);--> statement-breakpoint
CREATE INDEX "wheel_spins_user_spun_idx" ON "wheel_spins" USING btree ("user_id","spun_at");--> statement-breakpoint
-- Promo codes: the code row is locked by each redemption, so its use count never passes
-- the limit; a player redeems a code once (the unique key).
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"min_level" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_amount_not_negative" CHECK ("amount" >= 0),
	CONSTRAINT "promo_codes_uses_within_limit" CHECK ("uses" >= 0 AND "uses" <= "max_uses"),
	CONSTRAINT "promo_codes_min_level_not_negative" CHECK ("min_level" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"code_id" uuid NOT NULL REFERENCES "promo_codes"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"amount" bigint NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_redemptions_pkey" PRIMARY KEY("code_id","user_id")
);
