CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint,
	"multiplier_e4" bigint,
	"params" jsonb NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_seed_pair_nonce_key" UNIQUE("seed_pair_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "mines_games" (
	"bet_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mines" smallint NOT NULL,
	"mine_positions" smallint[] NOT NULL,
	"revealed" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"next_server_seed" text NOT NULL,
	"next_server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seed_pairs_server_seed_key" UNIQUE("server_seed")
);
--> statement-breakpoint
CREATE TABLE "notification_dismissals" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_dismissals_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"dismissible" text DEFAULT 'ALWAYS' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT 'ALL' NOT NULL,
	"variant" text NOT NULL,
	"title" text NOT NULL,
	"message" jsonb NOT NULL,
	"audience" text NOT NULL,
	"target_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mines_games" ADD CONSTRAINT "mines_games_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mines_games" ADD CONSTRAINT "mines_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_game_created_idx" ON "bets" USING btree ("game","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mines_games_one_active_key" ON "mines_games" USING btree ("user_id") WHERE "mines_games"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active_key" ON "seed_pairs" USING btree ("user_id") WHERE "seed_pairs"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "seed_pairs_user_revealed_idx" ON "seed_pairs" USING btree ("user_id","revealed_at");--> statement-breakpoint
CREATE INDEX "notifications_window_idx" ON "notifications" USING btree ("starts_at","expires_at");--> statement-breakpoint
CREATE INDEX "notifications_targets_idx" ON "notifications" USING gin ("target_user_ids");