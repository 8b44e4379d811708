CREATE TABLE "case_items" (
	"case_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"rarity" text NOT NULL,
	"price" bigint NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "case_items_case_id_position_pk" PRIMARY KEY("case_id","position"),
	CONSTRAINT "case_items_tickets_positive" CHECK ("case_items"."tickets" > 0),
	CONSTRAINT "case_items_price_not_negative" CHECK ("case_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"price" bigint NOT NULL,
	"creator_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cases_price_positive" CHECK ("cases"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"bet_id" uuid,
	"item_name" text NOT NULL,
	"item_image" text,
	"item_rarity" text NOT NULL,
	"item_price" bigint NOT NULL,
	"top" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_items" ADD CONSTRAINT "case_items_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_drops" ADD CONSTRAINT "live_drops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_drops" ADD CONSTRAINT "live_drops_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_active_price_idx" ON "cases" USING btree ("active","price");--> statement-breakpoint
CREATE INDEX "live_drops_created_idx" ON "live_drops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_drops_top_created_idx" ON "live_drops" USING btree ("created_at") WHERE "live_drops"."top";