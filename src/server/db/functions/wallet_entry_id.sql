-- The entry a posting wrote on an account: a player's ledger position after a movement.
-- Volatile, so a query calling it after wallet_post() sees the entries that call wrote.
-- Written in 0014.
CREATE OR REPLACE FUNCTION wallet_entry_id(p_transfer bigint, p_account bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT e.id FROM wallet_entries e
          WHERE e.transfer_id = p_transfer AND e.account_id = p_account);
END $$;
