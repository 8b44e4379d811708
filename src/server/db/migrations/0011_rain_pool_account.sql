-- The rain pool: one system account that may not go negative, so its stored balance is
-- locked and checked like a player's. Tips into the rain credit it; a rain round debits
-- exactly what it pays and the remainder stays for the next round.
INSERT INTO wallet_accounts (kind, shard, allow_negative) VALUES ('rain', 0, false);
