-- The wagering requirement follows the money: every credited deposit must be wagered once
-- before it leaves, whoever holds it by then. When gems pass from one player to another (a
-- tip, the rain pool, a coin flip or battle won against another player), the part of the
-- sender's requirement they carry is written here, signed: negative on the side it leaves,
-- positive where it lands. A pool (the rain) holds requirement like a player until it is
-- split. Append-only, like the ledger; domain/wallet writes it in the transfer's transaction.
CREATE TABLE wager_carries (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id uuid REFERENCES users(id),
  pool text,
  amount bigint NOT NULL CHECK (amount <> 0),
  kind text NOT NULL,
  reference text,
  -- The moment of the carry itself (taken under the accounts' locks), not the transaction's
  -- start: wagers replayed against it fall on the right side of it.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT wager_carries_holder_check CHECK ((user_id IS NULL) <> (pool IS NULL))
);
--> statement-breakpoint
CREATE INDEX wager_carries_user_idx ON wager_carries (user_id, created_at) WHERE user_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX wager_carries_pool_idx ON wager_carries (pool) WHERE pool IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER wager_carries_append_only BEFORE UPDATE OR DELETE ON wager_carries
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wager_carries_no_truncate BEFORE TRUNCATE ON wager_carries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
