-- A settled bet moves its money as ONE transfer (key bet:<id>): the player's leg is the
-- payout less the stake, the house's the opposite; a bet that pays back exactly its stake
-- moves nothing and writes no transfer (its bet row says what happened). The stake alone
-- must still fit the balance, checked explicitly (balance >= stake) before the netted leg,
-- so a payout can never cover a stake the player did not have. An open bet (payout NULL, a
-- mines game) posts its stake now and its payout later, as before. This halves the ledger
-- writes of an instant bet: one transfer and two entries instead of two and four.
--
-- bet_settle_one() is the step and never raises for a refusal, so a group of bets from
-- several players commits together: bet_settle_batch() settles them in one statement and
-- one commit, which is how a busy server amortises its commits. bet_settle() keeps the
-- single-bet contract and raises 23514 on an insufficient balance.
--
-- status: 'settled'; 'moved' (the nonce moved, the pair was rotated or no pair matches:
-- the row carries the player's active pair as it is now, or none); 'insufficient' (nothing
-- written: the nonce taken under the pair's lock is given back before answering).
CREATE FUNCTION bet_settle_one(
  p_bet_id uuid, p_user_id uuid, p_game text, p_seed_pair_id uuid, p_nonce integer,
  p_user_account bigint, p_house_account bigint,
  p_amount bigint, p_payout bigint, p_multiplier_e4 bigint, p_params jsonb, p_outcome jsonb
) RETURNS TABLE (
  status text, balance bigint, ledger_position bigint, created_at timestamptz,
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
  v_staked boolean;
  v_created timestamptz := clock_timestamp();
  -- An open bet stakes now; a settled one moves stake and payout netted.
  v_net bigint := coalesce(p_payout, 0) - p_amount;
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
      SELECT 'moved'::text, NULL::bigint, NULL::bigint, NULL::timestamptz, NULL::text,
             sp.id, sp.server_seed, sp.server_seed_hash, sp.client_seed, sp.nonce
      FROM seed_pairs sp WHERE sp.user_id = p_user_id AND sp.revealed_at IS NULL;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'moved'::text, NULL::bigint, NULL::bigint, NULL::timestamptz,
        NULL::text, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::integer;
    END IF;
    RETURN;
  END IF;

  -- The player's account, locked; the house shard is never locked (migration 0003).
  PERFORM set_config('wallet.posting', 'on', true);
  UPDATE wallet_accounts a SET balance = a.balance + v_net
  WHERE a.id = p_user_account AND a.user_id = p_user_id AND NOT a.allow_negative
    AND a.balance >= p_amount
  RETURNING a.balance INTO v_balance;
  v_staked := FOUND; -- read before PERFORM, which sets FOUND itself
  PERFORM set_config('wallet.posting', 'off', true);
  IF NOT v_staked THEN
    IF NOT EXISTS (SELECT 1 FROM wallet_accounts a
                   WHERE a.id = p_user_account AND a.user_id = p_user_id) THEN
      RAISE EXCEPTION 'account % is not the player''s', p_user_account USING ERRCODE = '22023';
    END IF;
    UPDATE seed_pairs sp SET nonce = p_nonce WHERE sp.id = p_seed_pair_id;
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::timestamptz,
      NULL::text, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;

  IF v_net <> 0 THEN
    INSERT INTO wallet_transfers (kind, reference, user_id, idempotency_key)
    VALUES ('bet', p_bet_id::text, p_user_id, 'bet:' || p_bet_id)
    RETURNING id INTO v_transfer;
    INSERT INTO wallet_entries (transfer_id, account_id, amount, balance_after)
    VALUES (v_transfer, p_user_account, v_net, v_balance)
    RETURNING id INTO v_position;
    INSERT INTO wallet_entries (transfer_id, account_id, amount, balance_after)
    VALUES (v_transfer, p_house_account, -v_net, NULL);
  ELSE
    -- Nothing moved: the balance is still the one after the player's last entry.
    SELECT max(e.id) INTO v_position FROM wallet_entries e WHERE e.account_id = p_user_account;
  END IF;

  INSERT INTO bets (id, user_id, game, seed_pair_id, nonce, amount, payout, multiplier_e4,
                    params, outcome, created_at, settled_at)
  VALUES (p_bet_id, p_user_id, p_game, p_seed_pair_id, p_nonce, p_amount, p_payout,
          p_multiplier_e4, p_params, p_outcome, v_created,
          CASE WHEN p_payout IS NULL THEN NULL ELSE v_created END);

  RETURN QUERY
    SELECT 'settled'::text, v_balance, v_position, v_created, v_username, p_seed_pair_id,
           NULL::text, NULL::text, NULL::text, p_nonce + 1;
END $$;
--> statement-breakpoint

DROP FUNCTION bet_settle(uuid, uuid, text, uuid, integer, bigint, bigint, bigint, bigint, bigint, jsonb, jsonb);
--> statement-breakpoint
CREATE FUNCTION bet_settle(
  p_bet_id uuid, p_user_id uuid, p_game text, p_seed_pair_id uuid, p_nonce integer,
  p_user_account bigint, p_house_account bigint,
  p_amount bigint, p_payout bigint, p_multiplier_e4 bigint, p_params jsonb, p_outcome jsonb
) RETURNS TABLE (
  status text, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
BEGIN
  -- bet_settle_one() always answers exactly one row.
  SELECT * INTO v_row FROM bet_settle_one(p_bet_id, p_user_id, p_game, p_seed_pair_id,
    p_nonce, p_user_account, p_house_account, p_amount, p_payout, p_multiplier_e4,
    p_params, p_outcome);
  IF v_row.status = 'insufficient' THEN
    RAISE EXCEPTION 'insufficient balance for bet %', p_bet_id USING ERRCODE = '23514';
  END IF;
  RETURN QUERY SELECT v_row.status, v_row.balance, v_row.ledger_position, v_row.created_at,
    v_row.username, v_row.pair_id, v_row.server_seed, v_row.server_seed_hash,
    v_row.client_seed, v_row.next_nonce;
END $$;
--> statement-breakpoint

-- Several players' bets in one statement, each settled or refused on its own. Players are
-- taken in user id order, so two groups lock their rows in one order and cannot deadlock.
-- idx is the bet's 1-based position in the arrays.
CREATE FUNCTION bet_settle_batch(
  p_bet_ids uuid[], p_user_ids uuid[], p_games text[], p_seed_pair_ids uuid[],
  p_nonces integer[], p_user_accounts bigint[], p_house_accounts bigint[],
  p_amounts bigint[], p_payouts bigint[], p_multipliers_e4 bigint[],
  p_params jsonb[], p_outcomes jsonb[]
) RETURNS TABLE (
  idx integer, status text, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_i integer;
BEGIN
  FOR v_i IN
    SELECT u.ord FROM unnest(p_user_ids) WITH ORDINALITY AS u(id, ord) ORDER BY u.id, u.ord
  LOOP
    RETURN QUERY
      SELECT v_i, s.* FROM bet_settle_one(p_bet_ids[v_i], p_user_ids[v_i], p_games[v_i],
        p_seed_pair_ids[v_i], p_nonces[v_i], p_user_accounts[v_i], p_house_accounts[v_i],
        p_amounts[v_i], p_payouts[v_i], p_multipliers_e4[v_i], p_params[v_i],
        p_outcomes[v_i]) s;
  END LOOP;
END $$;
