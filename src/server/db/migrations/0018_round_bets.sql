CREATE TABLE "rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"number" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"hash" text,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "rounds_game_number_key" UNIQUE("game","number")
);
--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "seed_pair_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "round_id" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_round_idx" ON "bets" USING btree ("round_id") WHERE "bets"."round_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fairness_check" CHECK (("bets"."seed_pair_id" IS NOT NULL AND "bets"."nonce" IS NOT NULL) OR "bets"."round_id" IS NOT NULL);