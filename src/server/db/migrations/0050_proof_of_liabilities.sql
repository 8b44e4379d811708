-- Proof of liabilities (ARCHITECTURE.md): each published Merkle sum tree over what the site
-- owes its players, the last 30 kept. salt_key is the secret each player's salt is derived
-- from: never published, so a leaf hash tells nobody else who or how much.
CREATE TABLE "liability_trees" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "root" text NOT NULL CHECK ("root" ~ '^[0-9a-f]{64}$'),
  "total" bigint NOT NULL CHECK ("total" >= 0),
  "players" integer NOT NULL CHECK ("players" > 0),
  "salt_key" text NOT NULL,
  "built_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- The latest tree's leaves, in tree order: what a player's proof is rebuilt from. No foreign
-- key to users: a build must not lock a million player rows.
CREATE TABLE "liability_leaves" (
  "tree_id" bigint NOT NULL REFERENCES "liability_trees" ("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "user_id" uuid NOT NULL,
  "amount" bigint NOT NULL CHECK ("amount" >= 0),
  PRIMARY KEY ("tree_id", "position")
);--> statement-breakpoint
CREATE UNIQUE INDEX "liability_leaves_user_key" ON "liability_leaves" ("tree_id", "user_id");
