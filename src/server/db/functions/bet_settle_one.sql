-- One bet settled in one statement: takes the nonce, stakes, pays (stake and payout netted
-- into one transfer, key bet:<id>), writes the bet row and credits the wager's XP, boosted
-- while the player's boost lasts. Never raises for a refusal: status 'settled', 'moved'
-- (the nonce moved; the row carries the player's active pair, or none) or 'insufficient'
-- (nothing written, the nonce given back). Written in 0016, replaced in 0021 and 0023.
CREATE OR REPLACE FUNCTION bet_settle_one(
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
  -- An active XP boost multiplies it (boosted_xp(), the one boost rule).
  IF p_payout IS NOT NULL THEN
    UPDATE users u
       SET xp = u.xp + boosted_xp(p_xp, u.xp_boost_e2, u.xp_boost_until, clock_timestamp())
    WHERE u.id = p_user_id RETURNING u.xp INTO v_xp;
  END IF;

  RETURN QUERY
    SELECT 'settled'::text, v_balance, v_position, v_created, v_username, p_seed_pair_id,
           NULL::text, NULL::text, NULL::text, p_nonce + 1, v_xp;
END $$;
