-- Every settled wager earns XP (issue 15): the bet's statement credits users.xp in the same
-- statement, so an instant bet stays one round trip and its XP commits or rolls back with
-- its money. The amount is the caller's (src/shared/levels.ts xpForWager, the XP
-- calculator's rule: 1 XP per 1.00 gem staked, times a boost factor), passed as p_xp. An
-- open bet (payout NULL) earns nothing yet: it earns when it is closed. A refused bet
-- writes nothing, XP included. The answer gains `xp`: the player's total after the credit
-- (NULL when nothing was credited). Otherwise these are migration 0016's functions.
DROP FUNCTION bet_settle_batch(uuid[], uuid[], text[], uuid[], integer[], bigint[], bigint[], bigint[], bigint[], bigint[], jsonb[], jsonb[]);
--> statement-breakpoint
DROP FUNCTION bet_settle(uuid, uuid, text, uuid, integer, bigint, bigint, bigint, bigint, bigint, jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION bet_settle_one(uuid, uuid, text, uuid, integer, bigint, bigint, bigint, bigint, bigint, jsonb, jsonb);
--> statement-breakpoint
CREATE FUNCTION bet_settle_one(
  p_bet_id uuid, p_user_id uuid, p_game text, p_seed_pair_id uuid, p_nonce integer,
  p_user_account bigint, p_house_account bigint,
  p_amount bigint, p_payout bigint, p_multiplier_e4 bigint, p_params jsonb, p_outcome jsonb,
  p_xp bigint
) RETURNS TABLE (
  status text, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer, xp bigint
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
  v_xp bigint;
  -- An open bet stakes now; a settled one moves stake and payout netted.
  v_net bigint := coalesce(p_payout, 0) - p_amount;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 OR p_payout < 0 OR p_xp IS NULL OR p_xp < 0 THEN
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
             sp.id, sp.server_seed, sp.server_seed_hash, sp.client_seed, sp.nonce, NULL::bigint
      FROM seed_pairs sp WHERE sp.user_id = p_user_id AND sp.revealed_at IS NULL;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'moved'::text, NULL::bigint, NULL::bigint, NULL::timestamptz,
        NULL::text, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::bigint;
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
      NULL::text, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::bigint;
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

  -- A settled wager earns its XP in the bet's own statement; an open one (a mines game
  -- being played) earns it when it is closed.
  IF p_payout IS NOT NULL THEN
    UPDATE users u SET xp = u.xp + p_xp WHERE u.id = p_user_id RETURNING u.xp INTO v_xp;
  END IF;

  RETURN QUERY
    SELECT 'settled'::text, v_balance, v_position, v_created, v_username, p_seed_pair_id,
           NULL::text, NULL::text, NULL::text, p_nonce + 1, v_xp;
END $$;
--> statement-breakpoint

CREATE FUNCTION bet_settle(
  p_bet_id uuid, p_user_id uuid, p_game text, p_seed_pair_id uuid, p_nonce integer,
  p_user_account bigint, p_house_account bigint,
  p_amount bigint, p_payout bigint, p_multiplier_e4 bigint, p_params jsonb, p_outcome jsonb,
  p_xp bigint
) RETURNS TABLE (
  status text, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer, xp bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
BEGIN
  -- bet_settle_one() always answers exactly one row.
  SELECT * INTO v_row FROM bet_settle_one(p_bet_id, p_user_id, p_game, p_seed_pair_id,
    p_nonce, p_user_account, p_house_account, p_amount, p_payout, p_multiplier_e4,
    p_params, p_outcome, p_xp);
  IF v_row.status = 'insufficient' THEN
    RAISE EXCEPTION 'insufficient balance for bet %', p_bet_id USING ERRCODE = '23514';
  END IF;
  RETURN QUERY SELECT v_row.status, v_row.balance, v_row.ledger_position, v_row.created_at,
    v_row.username, v_row.pair_id, v_row.server_seed, v_row.server_seed_hash,
    v_row.client_seed, v_row.next_nonce, v_row.xp;
END $$;
--> statement-breakpoint

-- Several players' bets in one statement, each settled or refused on its own. Players are
-- taken in user id order, so two groups lock their rows in one order and cannot deadlock.
-- idx is the bet's 1-based position in the arrays.
CREATE FUNCTION bet_settle_batch(
  p_bet_ids uuid[], p_user_ids uuid[], p_games text[], p_seed_pair_ids uuid[],
  p_nonces integer[], p_user_accounts bigint[], p_house_accounts bigint[],
  p_amounts bigint[], p_payouts bigint[], p_multipliers_e4 bigint[],
  p_params jsonb[], p_outcomes jsonb[], p_xps bigint[]
) RETURNS TABLE (
  idx integer, status text, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer, xp bigint
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
        p_outcomes[v_i], p_xps[v_i]) s;
  END LOOP;
END $$;
