-- The per-player cap on open case battles counts a creator's battles nobody has started
-- yet on every create: this keeps that count to the few rows it concerns.
CREATE INDEX "case_battles_open_creator_idx" ON "case_battles" USING btree ("creator_id") WHERE "state" IN ('GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS');
