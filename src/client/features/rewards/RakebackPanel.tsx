import { useState } from 'react';
import type { RewardsSummary } from '../../../shared/contract/rewards';
import {
  RAKEBACK_BASE_BPS,
  RAKEBACK_BPS_PER_LEVEL,
  RAKEBACK_MAX_BPS,
  RAKEBACK_MIN_CLAIM,
} from '../../../shared/rewards';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { formatAmount } from '../../ui/amount';
import { notify } from '../notifications/notifications';
import { sessionStore } from '../session/session-store';
import { percentOfBps, rakebackRateText } from './reward-format';
import { rewardsApi } from './rewards-api';
import { rewardsStore } from './rewards-store';

const RULE = `${percentOfBps(RAKEBACK_BASE_BPS)} of the house edge on every bet you settle, plus ${percentOfBps(RAKEBACK_BPS_PER_LEVEL)} per level, up to ${percentOfBps(RAKEBACK_MAX_BPS)}.`;

/** Claimable rakeback, the player's rate and the Claim button. */
export function RakebackPanel({ summary }: { summary: RewardsSummary | null }) {
  const [busy, setBusy] = useState(false);
  const claimable = summary?.rakeback.claimable ?? 0;

  async function claim() {
    setBusy(true);
    try {
      const answer = await rewardsApi.claimRakeback();
      sessionStore.getState().setBalance(answer);
      rewardsStore.getState().patch((current) => ({
        ...current,
        rakeback: { ...current.rakeback, ...answer.rakeback },
      }));
      notify({
        title: 'Rakeback claimed',
        message: `${formatAmount(answer.amount)} gems added to your balance.`,
        severity: 'SUCCESS',
      });
    } catch (error) {
      notify({ title: 'Rakeback not claimed', message: messageOf(error), severity: 'ERROR' });
      void rewardsStore.getState().refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="surface-card rewards-panel" aria-labelledby="rewards-rakeback">
      <h2 id="rewards-rakeback" className="section-title">
        Rakeback
      </h2>
      <p className="rewards-panel__lead">{RULE}</p>
      {summary && (
        <>
          <dl className="rewards-facts">
            <div>
              <dt>Claimable</dt>
              <dd>
                <Amount personal value={claimable} size="lg" />
              </dd>
            </div>
            <div>
              <dt>Your rate (level {summary.level})</dt>
              <dd>{rakebackRateText(summary.rakeback.rateBps)}</dd>
            </div>
            <div>
              <dt>Claimed so far</dt>
              <dd>
                <Amount personal value={summary.rakeback.claimedTotal} />
              </dd>
            </div>
          </dl>
          <Button
            variant="gem"
            busy={busy}
            disabled={claimable < RAKEBACK_MIN_CLAIM}
            aria-describedby="rewards-rakeback-hint"
            onClick={() => void claim()}
          >
            Claim rakeback
          </Button>
          <p id="rewards-rakeback-hint" className="rewards-panel__hint">
            Claims start at 0.01 gems; fractions below that stay for your next claim.
          </p>
        </>
      )}
    </section>
  );
}
