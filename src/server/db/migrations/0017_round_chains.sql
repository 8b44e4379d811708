CREATE TABLE "round_chains" (
	"game" text PRIMARY KEY NOT NULL,
	"length" integer NOT NULL,
	"checkpoint_interval" integer NOT NULL,
	"checkpoints" text[] NOT NULL,
	"terminating_hash" text NOT NULL,
	"beacon" text NOT NULL,
	"beacon_label" text NOT NULL,
	"beacon_round" bigint NOT NULL,
	"beacon_expected_at" timestamp with time zone NOT NULL,
	"salt" text,
	"salt_evidence" jsonb,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"salt_fixed_at" timestamp with time zone,
	"rounds_played" integer DEFAULT 0 NOT NULL
);
