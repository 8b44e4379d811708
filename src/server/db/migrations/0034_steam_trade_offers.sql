-- Steam trade offers: skins bought with gems are held one row each; a withdrawal locks the
-- row, and each attempt to send it is a trade offer whose state only moves forward.
CREATE TABLE "steam_trade_links" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"trade_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "steam_skins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"state" text DEFAULT 'HELD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "steam_skins_price_positive" CHECK ("price" > 0),
	CONSTRAINT "steam_skins_state_known" CHECK ("state" IN ('HELD', 'WITHDRAWING', 'WITHDRAWN'))
);--> statement-breakpoint
CREATE INDEX "steam_skins_user_idx" ON "steam_skins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "steam_trade_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"skin_id" uuid NOT NULL REFERENCES "steam_skins"("id") ON DELETE CASCADE,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"market" text NOT NULL,
	"trade_url" text NOT NULL,
	"max_price" bigint NOT NULL,
	"market_trade_id" text,
	"steam_offer_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "steam_trade_offers_state_known" CHECK ("state" IN ('PENDING', 'SENT', 'ACCEPTED', 'CANCELLED', 'FAILED'))
);--> statement-breakpoint
CREATE INDEX "steam_trade_offers_user_idx" ON "steam_trade_offers" USING btree ("user_id","created_at");--> statement-breakpoint
-- The poller reads only offers still in flight.
CREATE INDEX "steam_trade_offers_open_idx" ON "steam_trade_offers" USING btree ("updated_at") WHERE "state" IN ('PENDING', 'SENT');--> statement-breakpoint
-- A skin is in at most one offer in flight: a second withdrawal can never send it twice.
CREATE UNIQUE INDEX "steam_trade_offers_one_open_per_skin" ON "steam_trade_offers" USING btree ("skin_id") WHERE "state" IN ('PENDING', 'SENT');
