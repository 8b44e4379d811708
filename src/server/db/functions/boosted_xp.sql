-- The one XP boost rule in SQL: whole-gem XP times the player's boost in hundredths, rounded
-- down, while the boost lasts at p_at; the XP as it is otherwise. src/shared/levels.ts
-- boostedXp is the same rule, and tests/integration/xpBoostRule.test.ts holds the two equal.
-- Immutable, so the planner inlines it into the statements that credit XP.
CREATE OR REPLACE FUNCTION boosted_xp(
  p_xp bigint, p_boost_e2 integer, p_boost_until timestamptz, p_at timestamptz
) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_boost_until > p_at THEN p_xp * p_boost_e2 / 100 ELSE p_xp END
$$;
