-- Transfers and entries are append-only (the triggers on them: migration 0001).
CREATE OR REPLACE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END $$;
