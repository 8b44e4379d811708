-- A case battle seat's bet keeps its battle's mode in its params, as new seats do: the open
-- books name a seat's option by it (games/case-battle/core/moments.ts), and neither they nor
-- the accruals read the battles' table for it any more.
UPDATE "bets" b SET "params" = b."params" || jsonb_build_object('mode', c."mode")
FROM "case_battles" c
WHERE b."case_battle_id" = c."id" AND NOT (b."params" ? 'mode');
