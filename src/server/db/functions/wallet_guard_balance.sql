-- A balance changes only inside a posting, which writes the entry that explains it (the
-- trigger on wallet_accounts: migration 0001).
CREATE OR REPLACE FUNCTION wallet_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'wallet accounts are never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'INSERT' AND NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a wallet account opens with a zero balance' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.balance IS DISTINCT FROM OLD.balance
     AND coalesce(current_setting('wallet.posting', true), '') <> 'on' THEN
    RAISE EXCEPTION 'balances change only through wallet_post()' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
