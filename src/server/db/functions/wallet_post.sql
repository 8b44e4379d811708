-- Posts one transfer: legs (account, signed amount) that sum to zero. Locked accounts change
-- in ascending id order, so postings cannot deadlock; accounts that may go negative are
-- never locked. A repeated (user, idempotency key) returns the first posting's entries,
-- marked replayed; a leg that would take a non-negative account below zero fails (23514).
-- Written in 0001, replaced in 0003.
CREATE OR REPLACE FUNCTION wallet_post(
  p_kind text, p_reference text, p_user_id uuid, p_idempotency_key text,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (transfer_id bigint, account_id bigint, amount bigint, balance_after bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_transfer bigint;
  v_leg record;
  v_balance bigint;
  v_legs int := 0;
BEGIN
  IF coalesce(array_length(p_accounts, 1), 0) < 2
     OR array_length(p_accounts, 1) <> array_length(p_amounts, 1) THEN
    RAISE EXCEPTION 'a transfer needs at least two legs' USING ERRCODE = '22023';
  END IF;
  IF (SELECT sum(a) FROM unnest(p_amounts) AS a) <> 0 THEN
    RAISE EXCEPTION 'transfer legs must sum to zero' USING ERRCODE = '22023';
  END IF;
  IF p_idempotency_key IS NOT NULL AND p_user_id IS NULL THEN
    RAISE EXCEPTION 'an idempotency key needs a user' USING ERRCODE = '22023';
  END IF;

  INSERT INTO wallet_transfers (kind, reference, user_id, idempotency_key)
  VALUES (p_kind, p_reference, p_user_id, p_idempotency_key)
  ON CONFLICT ON CONSTRAINT wallet_transfers_idempotency_key DO NOTHING
  RETURNING id INTO v_transfer;

  IF v_transfer IS NULL THEN
    RETURN QUERY
      SELECT e.transfer_id, e.account_id, e.amount, e.balance_after, true
      FROM wallet_transfers t JOIN wallet_entries e ON e.transfer_id = t.id
      WHERE t.user_id = p_user_id AND t.idempotency_key = p_idempotency_key
      ORDER BY e.id;
    RETURN;
  END IF;

  PERFORM set_config('wallet.posting', 'on', true);
  FOR v_leg IN
    SELECT l.acc, sum(l.amt)::bigint AS amt
    FROM unnest(p_accounts, p_amounts) AS l(acc, amt)
    GROUP BY l.acc HAVING sum(l.amt) <> 0
    ORDER BY l.acc
  LOOP
    UPDATE wallet_accounts SET balance = balance + v_leg.amt
    WHERE id = v_leg.acc AND NOT allow_negative
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      IF NOT EXISTS (SELECT 1 FROM wallet_accounts WHERE id = v_leg.acc) THEN
        RAISE EXCEPTION 'no wallet account %', v_leg.acc USING ERRCODE = '22023';
      END IF;
      v_balance := NULL; -- an unlocked account: its balance is the sum of its entries
    END IF;
    INSERT INTO wallet_entries (transfer_id, account_id, amount, balance_after)
    VALUES (v_transfer, v_leg.acc, v_leg.amt, v_balance);
    v_legs := v_legs + 1;
  END LOOP;
  PERFORM set_config('wallet.posting', 'off', true);

  IF v_legs < 2 THEN
    RAISE EXCEPTION 'a transfer must move money between two accounts' USING ERRCODE = '22023';
  END IF;

  RETURN QUERY
    SELECT e.transfer_id, e.account_id, e.amount, e.balance_after, false
    FROM wallet_entries e WHERE e.transfer_id = v_transfer ORDER BY e.id;
END $$;
