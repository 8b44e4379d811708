-- Streamer mode (issue 20): a player's own switch that hides their balances, winnings, name
-- and personal data on their own screens. It is kept on the account, so it follows the
-- player to every device and tab.
ALTER TABLE users ADD COLUMN streamer_mode boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Capture tokens: the address of a stream's browser source (/embed/{game}?token=...). A token
-- only lets a socket watch its owner's own bets land; it is never a session. Only the
-- SHA-256 of a token is kept: the token itself exists once, in the creating answer.
CREATE TABLE capture_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  label text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX capture_tokens_user_idx ON capture_tokens (user_id, created_at);
