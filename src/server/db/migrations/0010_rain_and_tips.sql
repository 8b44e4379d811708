CREATE TABLE "rain_rounds" (
	"slot" bigint PRIMARY KEY NOT NULL,
	"pool" bigint NOT NULL,
	"share" bigint NOT NULL,
	"recipients" integer NOT NULL,
	"transfer_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind_check" CHECK ("wallet_accounts"."kind" IN ('user','house','cashier','promo','jackpot','rain'));