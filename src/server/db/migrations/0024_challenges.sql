-- Challenges (issue 15): definitions, and each player's progress on them per period. A daily
-- or weekly challenge is a new tracker row per period (period_start: 00:00 UTC, or Monday
-- 00:00 UTC), so a reset needs no job: the next period simply has no row yet. Challenges
-- without a period use the epoch as their one period_start. Progress is advanced by the
-- wager accrual step (domain/challenges); a claim moves COMPLETED to CLAIMED once and pays
-- the reward from the promo account in the same transaction.
CREATE TABLE challenges (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 48),
  category text NOT NULL
    CHECK (category IN ('MISC', 'DAILY', 'WEEKLY', 'MISSION', 'ACHIEVEMENT', 'LEVEL', 'EVENT')),
  title text NOT NULL,
  description text NOT NULL,
  -- What advances it: wagered hundredths, settled bets, opened cases, wins at or above a
  -- multiplier, the player's level, battle wins (fed by the battles once they exist).
  goal_kind text NOT NULL
    CHECK (goal_kind IN ('wager-amount', 'bet-count', 'open-cases', 'win-multiplier',
                         'reach-level', 'win-battle')),
  -- Only wagers on this game count (a game kind), or any game when NULL.
  game text,
  -- For win-multiplier: the least multiplier that counts, ten-thousandths (20000 = 2x).
  min_multiplier_e4 bigint CHECK (min_multiplier_e4 > 0),
  goal bigint NOT NULL CHECK (goal > 0),
  -- Credited on claim, hundredths, from the promo account.
  reward bigint NOT NULL CHECK (reward > 0),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'none')),
  -- An EVENT's window; other challenges run without one.
  starts_at timestamptz,
  ends_at timestamptz,
  sort_order integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((category = 'DAILY') = (period = 'daily')),
  CHECK ((category = 'WEEKLY') = (period = 'weekly')),
  CHECK ((category = 'EVENT') = (starts_at IS NOT NULL AND ends_at IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK ((goal_kind = 'win-multiplier') = (min_multiplier_e4 IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE challenge_trackers (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  challenge_id text NOT NULL REFERENCES challenges(id),
  period_start timestamptz NOT NULL,
  -- The goal when the tracker began: a later change of the definition leaves it alone.
  goal bigint NOT NULL CHECK (goal > 0),
  progress bigint NOT NULL CHECK (progress >= 0 AND progress <= goal),
  state text NOT NULL CHECK (state IN ('ACTIVE', 'COMPLETED', 'CLAIMED')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  PRIMARY KEY (user_id, challenge_id, period_start),
  CHECK ((state = 'ACTIVE') = (progress < goal)),
  CHECK ((state = 'CLAIMED') = (claimed_at IS NOT NULL))
);
--> statement-breakpoint
-- The starting set. Rewards are modest (hundredths): a day's challenges pay about 1 gem.
INSERT INTO challenges
  (id, category, title, description, goal_kind, game, min_multiplier_e4, goal, reward, period, sort_order)
VALUES
  ('first-bet', 'MISSION', 'Place your first bet', 'Place a bet on any game.',
   'bet-count', NULL, NULL, 1, 10, 'none', 10),
  ('first-case', 'MISSION', 'Open your first case', 'Open any case.',
   'open-cases', NULL, NULL, 1, 25, 'none', 11),
  ('first-battle-win', 'MISSION', 'Win your first case battle', 'Win a case battle.',
   'win-battle', NULL, NULL, 1, 50, 'none', 12),
  ('daily-dice-wager', 'DAILY', 'Wager 5.00 gems on Dice', 'Wager 5.00 gems on Dice today.',
   'wager-amount', 'dice', NULL, 500, 15, 'daily', 20),
  ('daily-plinko-wager', 'DAILY', 'Wager 10.00 gems on Plinko',
   'Wager 10.00 gems on Plinko today.', 'wager-amount', 'plinko', NULL, 1000, 25, 'daily', 21),
  ('daily-bets', 'DAILY', 'Play 20 bets', 'Place 20 bets on any game today.',
   'bet-count', NULL, NULL, 20, 20, 'daily', 22),
  ('daily-double-up', 'DAILY', 'Win 2x three times', 'Win at 2x or more three times today.',
   'win-multiplier', NULL, 20000, 3, 20, 'daily', 23),
  ('weekly-wager', 'WEEKLY', 'Wager 250.00 gems', 'Wager 250.00 gems on any game this week.',
   'wager-amount', NULL, NULL, 25000, 150, 'weekly', 30),
  ('weekly-cases', 'WEEKLY', 'Open 10 cases', 'Open 10 cases this week.',
   'open-cases', NULL, NULL, 10, 100, 'weekly', 31),
  ('weekly-battle-wins', 'WEEKLY', 'Win 3 case battles', 'Win 3 case battles this week.',
   'win-battle', NULL, NULL, 3, 100, 'weekly', 32),
  ('high-roller', 'ACHIEVEMENT', 'High roller', 'Wager 1,000.00 gems in total.',
   'wager-amount', NULL, NULL, 100000, 500, 'none', 40),
  ('regular', 'ACHIEVEMENT', 'Regular', 'Place 500 bets in total.',
   'bet-count', NULL, NULL, 500, 250, 'none', 41),
  ('big-hit', 'ACHIEVEMENT', 'Big hit', 'Win at 10x or more.',
   'win-multiplier', NULL, 100000, 1, 50, 'none', 42),
  ('level-5', 'LEVEL', 'Reach level 5', 'Reach level 5 by playing.',
   'reach-level', NULL, NULL, 5, 100, 'none', 50),
  ('level-10', 'LEVEL', 'Reach level 10', 'Reach level 10 by playing.',
   'reach-level', NULL, NULL, 10, 300, 'none', 51),
  ('level-25', 'LEVEL', 'Reach level 25', 'Reach level 25 by playing.',
   'reach-level', NULL, NULL, 25, 1000, 'none', 52);
