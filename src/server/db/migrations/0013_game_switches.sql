CREATE TABLE "game_switches" (
	"game" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"notification_id" uuid,
	"disabled_by" uuid,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_switches" ADD CONSTRAINT "game_switches_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;