-- Sponsorship applications from the /sponsorship page: visitors may apply, so the account is
-- optional. Operators read them newest first and mark each one as they answer it.
CREATE TABLE "sponsorship_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_url" text NOT NULL,
	"platform" text NOT NULL,
	"audience_size" integer NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_applications_platform_check" CHECK ("platform" IN ('twitch', 'youtube', 'kick', 'tiktok', 'x', 'other')),
	CONSTRAINT "sponsorship_applications_status_check" CHECK ("status" IN ('new', 'contacted', 'declined')),
	CONSTRAINT "sponsorship_applications_audience_check" CHECK ("audience_size" >= 0)
);--> statement-breakpoint
CREATE INDEX "sponsorship_applications_created_idx" ON "sponsorship_applications" USING btree ("created_at" DESC, "id");
