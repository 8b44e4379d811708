-- One bet in one statement, so an instant bet costs one database round trip. The process
-- has already decided the outcome from its cached copy of the player's active seed pair at
-- nonce p_nonce; this takes that nonce only if it is still the pair's next one, under the
-- pair's row lock, so no (server seed, client seed, nonce) is used twice or on stale seeds.
--
-- The stake and the payout stay two transfers (keys bet:<id> and payout:<id>), each posted
-- by wallet_post() with all its rules: the stake alone must fit the balance, so a payout can
-- never cover a stake the player did not have. p_payout NULL leaves the bet open (a mines
-- game): stake only, no settled_at. Any refusal (23514: insufficient balance) raises, and
-- the whole statement, nonce included, rolls back.
--
-- When the nonce moved underneath (another process's bet), the pair was rotated or no pair
-- matches, nothing is written and one row answers settled = false with the player's active
-- pair as it is now (none if the player has no pair yet): the process decides again on it.
-- The player's position answers the ledger position of the balance: the id of the player's
-- last entry, which only grows, since a player's entries are written under their account's lock.
CREATE FUNCTION bet_settle(
  p_bet_id uuid, p_user_id uuid, p_game text, p_seed_pair_id uuid, p_nonce integer,
  p_user_account bigint, p_house_account bigint,
  p_amount bigint, p_payout bigint, p_multiplier_e4 bigint, p_params jsonb, p_outcome jsonb
) RETURNS TABLE (
  settled boolean, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_username text;
  v_transfer bigint;
  v_balance bigint;
  v_position bigint;
  v_created timestamptz;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 OR p_payout < 0 THEN
    RAISE EXCEPTION 'a bet stakes a positive amount and pays none or more' USING ERRCODE = '22023';
  END IF;

  UPDATE seed_pairs sp SET nonce = sp.nonce + 1
  FROM users u
  WHERE sp.id = p_seed_pair_id AND sp.user_id = p_user_id AND sp.revealed_at IS NULL
    AND sp.nonce = p_nonce AND u.id = sp.user_id
  RETURNING u.username INTO v_username;
  IF NOT FOUND THEN
    RETURN QUERY
      SELECT false, NULL::bigint, NULL::bigint, NULL::timestamptz, NULL::text,
             sp.id, sp.server_seed, sp.server_seed_hash, sp.client_seed, sp.nonce
      FROM seed_pairs sp WHERE sp.user_id = p_user_id AND sp.revealed_at IS NULL;
    RETURN;
  END IF;

  SELECT w.transfer_id, w.balance_after INTO v_transfer, v_balance
  FROM wallet_post('bet', p_bet_id::text, p_user_id, 'bet:' || p_bet_id,
                   ARRAY[p_user_account, p_house_account], ARRAY[-p_amount, p_amount]) w
  WHERE w.account_id = p_user_account AND NOT w.replayed;
  IF v_transfer IS NULL THEN
    RAISE EXCEPTION 'bet % is already staked, or its account is not the player''s', p_bet_id
      USING ERRCODE = '22023';
  END IF;

  IF p_payout > 0 THEN
    SELECT w.transfer_id, w.balance_after INTO v_transfer, v_balance
    FROM wallet_post('payout', p_bet_id::text, p_user_id, 'payout:' || p_bet_id,
                     ARRAY[p_user_account, p_house_account], ARRAY[p_payout, -p_payout]) w
    WHERE w.account_id = p_user_account AND NOT w.replayed;
    IF v_transfer IS NULL THEN
      RAISE EXCEPTION 'bet % is already paid', p_bet_id USING ERRCODE = '22023';
    END IF;
  END IF;

  SELECT e.id INTO v_position FROM wallet_entries e
  WHERE e.transfer_id = v_transfer AND e.account_id = p_user_account;

  INSERT INTO bets (id, user_id, game, seed_pair_id, nonce, amount, payout, multiplier_e4,
                    params, outcome, created_at, settled_at)
  VALUES (p_bet_id, p_user_id, p_game, p_seed_pair_id, p_nonce, p_amount, p_payout,
          p_multiplier_e4, p_params, p_outcome, clock_timestamp(),
          CASE WHEN p_payout IS NULL THEN NULL ELSE clock_timestamp() END)
  RETURNING bets.created_at INTO v_created;

  RETURN QUERY
    SELECT true, v_balance, v_position, v_created, v_username, p_seed_pair_id,
           NULL::text, NULL::text, NULL::text, p_nonce + 1;
END $$;
--> statement-breakpoint

-- The entry a posting wrote on an account: a player's ledger position after a movement.
-- Volatile, so a query calling it after wallet_post() sees the entries that call wrote.
CREATE FUNCTION wallet_entry_id(p_transfer bigint, p_account bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT e.id FROM wallet_entries e
          WHERE e.transfer_id = p_transfer AND e.account_id = p_account);
END $$;
