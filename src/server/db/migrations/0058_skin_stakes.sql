-- Skins as upgrade stakes: a staked skin leaves the inventory in its bet's transaction as
-- CONSUMED, naming that bet; a skin an upgrade delivers names the bet that won it, and is
-- listed from shows_at on, once the upgrade's animation has landed in the tab that bet.
ALTER TABLE "steam_skins" DROP CONSTRAINT "steam_skins_state_known";--> statement-breakpoint
ALTER TABLE "steam_skins" ADD CONSTRAINT "steam_skins_state_known" CHECK ("state" IN ('HELD', 'WITHDRAWING', 'WITHDRAWN', 'CONSUMED'));--> statement-breakpoint
ALTER TABLE "steam_skins" ADD COLUMN "staked_in" uuid REFERENCES "bets"("id");--> statement-breakpoint
ALTER TABLE "steam_skins" ADD COLUMN "won_in" uuid REFERENCES "bets"("id");--> statement-breakpoint
ALTER TABLE "steam_skins" ADD COLUMN "shows_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "steam_skins" ADD CONSTRAINT "steam_skins_consumed_by_a_bet" CHECK (("state" = 'CONSUMED') = ("staked_in" IS NOT NULL));
