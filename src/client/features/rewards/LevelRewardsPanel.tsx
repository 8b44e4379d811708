import { useState } from 'react';
import type { LevelRewardEntry, RewardsSummary } from '../../../shared/contract/rewards';
import { inventoryItemDefinition } from '../../../shared/inventory-items';
import { LEVEL_REWARDS } from '../../../shared/rewards';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { notify } from '../notifications/notifications';
import { sessionStore } from '../session/session-store';
import { rewardsApi } from './rewards-api';
import { rewardsStore } from './rewards-store';

/** Levels shown before "Show all": everything claimable and the next few ahead. */
const AHEAD = 5;

const PREVIEW: LevelRewardEntry[] = LEVEL_REWARDS.map((reward) => ({
  ...reward,
  items: [...reward.items],
  state: 'locked',
}));

const itemName = (id: string) => inventoryItemDefinition(id)?.name ?? id;

/** The levels worth showing: claimable ones, the next few locked ones, or all of them. */
export function visibleLevelRewards(
  rewards: readonly LevelRewardEntry[],
  level: number,
  all: boolean,
): LevelRewardEntry[] {
  if (all) return [...rewards];
  return rewards.filter(
    (reward) =>
      reward.state === 'claimable' || (reward.level > level && reward.level <= level + AHEAD),
  );
}

/** What each level reached gives, claimable once. */
export function LevelRewardsPanel({ summary }: { summary: RewardsSummary | null }) {
  const [all, setAll] = useState(false);
  const [busyLevel, setBusyLevel] = useState<number | null>(null);
  const rewards = summary?.levelRewards ?? PREVIEW;
  const level = summary?.level ?? 0;
  const shown = visibleLevelRewards(rewards, level, all);
  const claimable = rewards.filter((reward) => reward.state === 'claimable').length;

  async function claim(reward: LevelRewardEntry) {
    setBusyLevel(reward.level);
    try {
      const answer = await rewardsApi.claimLevelReward(reward.level);
      sessionStore.getState().setBalance(answer);
      rewardsStore.getState().patch((current) => ({
        ...current,
        levelRewards: current.levelRewards.map((entry) =>
          entry.level === reward.level ? { ...entry, state: 'claimed' } : entry,
        ),
      }));
      const items = answer.items.map((entry) => itemName(entry.item));
      notify({
        title: `Level ${answer.level} reward claimed`,
        message:
          items.length > 0 ? `Gems and ${items.join(', ')} added.` : 'Gems added to your balance.',
        severity: 'SUCCESS',
      });
    } catch (error) {
      notify({ title: 'Reward not claimed', message: messageOf(error), severity: 'ERROR' });
      void rewardsStore.getState().refresh();
    } finally {
      setBusyLevel(null);
    }
  }

  return (
    <section className="surface-card rewards-panel" aria-labelledby="rewards-levels">
      <div className="rewards-panel__head">
        <h2 id="rewards-levels" className="section-title">
          Level rewards
        </h2>
        {summary && (
          <p className="rewards-panel__hint">
            {claimable === 0 ? 'Nothing to claim right now' : `${claimable} to claim`}
          </p>
        )}
      </div>
      <p className="rewards-panel__lead">
        Every level you reach unlocks a reward: gems, an XP boost every 5th level and a free case
        every 10th.
      </p>
      {shown.length === 0 ? (
        <p className="section-empty">You have reached the top level and claimed every reward.</p>
      ) : (
        <ul className="rewards-levels">
          {shown.map((reward) => (
            <li key={reward.level} className={`rewards-level rewards-level--${reward.state}`}>
              <span className="rewards-level__number">Level {reward.level}</span>
              <span className="rewards-level__gifts">
                <Amount value={reward.gems} size="sm" />
                {reward.items.map((entry) => (
                  <span key={entry.item} className="rewards-level__item">
                    {itemName(entry.item)}
                  </span>
                ))}
              </span>
              {reward.state === 'claimable' ? (
                <Button
                  variant="gem"
                  size="sm"
                  busy={busyLevel === reward.level}
                  disabled={busyLevel !== null}
                  aria-label={`Claim the level ${reward.level} reward`}
                  onClick={() => void claim(reward)}
                >
                  Claim
                </Button>
              ) : (
                <span className="rewards-tier__state">
                  {reward.state === 'claimed' ? 'Claimed' : `Reach level ${reward.level}`}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
        {all ? 'Show fewer levels' : `Show all ${rewards.length} levels`}
      </Button>
    </section>
  );
}
