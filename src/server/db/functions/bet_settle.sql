-- One bet on its own (bet_settle_one()), raising 23514 when the balance is short; a moved
-- nonce answers status 'moved'. Written in 0016, replaced in 0021.
CREATE OR REPLACE FUNCTION bet_settle(
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
