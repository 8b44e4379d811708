import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import type { CaseDetail } from '../../../shared/contract/cases';
import type { DailyCase, RewardsSummary } from '../../../shared/contract/rewards';
import { DAILY_CASE_TIERS } from '../../../shared/rewards';
import { createTicker, useNow } from '../../lib/time/now-ticker';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { caseUnboxClient } from '../../../../games/case-unbox/client';
import { reelBoardRatio } from '../../../../games/case-unbox/page/reel-board';
import { openingSettlement } from '../cases/case-format';
import { casesStore } from '../cases/cases-store';
import { reelItem } from '../cases/reel-item';
import { showBetError } from '../instant-games/bet-errors';
import { betPace } from '../instant-games/bet-pace';
import { GameResult, type RevealedText } from '../instant-games/GameResult';
import { GameStage } from '../instant-games/GameStage';
import { sendHeldBet } from '../instant-games/settle-bet';
import { useGameScene } from '../instant-games/use-game-scene';
import { sessionStore } from '../session/session-store';
import { dailyCaseResult, resetCountdown } from './reward-format';
import { rewardsApi } from './rewards-api';
import { rewardsStore } from './rewards-store';

/** Longest the reel may take before the item shows anyway. */
const REVEAL_LIMIT_MS = 15_000;
const secondTicker = createTicker(1_000);

/** What signed-out visitors see: every tier, locked. */
const PREVIEW: DailyCase[] = DAILY_CASE_TIERS.map((tier) => ({
  level: tier.level,
  state: 'locked',
  case: { slug: tier.slug, name: tier.name, image: null, price: 0 },
}));

async function caseDetail(slug: string): Promise<CaseDetail> {
  await casesStore.getState().loadCase(slug);
  const entry = casesStore.getState().cases[slug];
  if (entry?.status !== 'ready') throw new Error(entry?.status === 'error' ? entry.message : '');
  return entry.value;
}

/**
 * One free case a UTC day per tier the player's level unlocks. Opening one spins the same
 * reel as a paid opening; the balance shows the won item's value once the reel stops.
 */
export function DailyCasesPanel({ summary }: { summary: RewardsSummary | null }) {
  const driver = useGameScene();
  const [box, setBox] = useState<CaseDetail | null>(null);
  const [busyLevel, setBusyLevel] = useState<number | null>(null);
  const [result, setResult] = useState<RevealedText | null>(null);
  const now = useNow(secondTicker);
  const tiers = summary?.dailyCases ?? PREVIEW;

  const open = useCallback(
    (tier: DailyCase) => {
      if (busyLevel !== null || !tier.case) return;
      const slug = tier.case.slug;
      setBusyLevel(tier.level);
      void (async () => {
        try {
          const detail = await caseDetail(slug);
          const items = detail.items.map((item) => reelItem(item));
          flushSync(() => setBox(detail));
          driver.show('case-unbox:reels', { items, count: 1 });
          const pace = betPace(caseUnboxClient.kind);
          // Free: nothing leaves the balance; the won value is held until the reel stops.
          const answer = await sendHeldBet(
            0,
            () => rewardsApi.openDailyCase({ level: tier.level, pace }),
            openingSettlement,
          );
          const [opening] = answer.openings;
          await driver.play(
            'case-unbox:spin',
            {
              id: opening!.id,
              price: detail.price,
              reels: [{ openingId: opening!.id, item: reelItem(opening!.item) }],
              pace,
            },
            REVEAL_LIMIT_MS,
          );
          flushSync(() => setResult(dailyCaseResult(detail.name, opening!.item)));
          sessionStore.getState().releasePayout(opening!.id);
          rewardsStore.getState().patch((current) => ({
            ...current,
            dailyCases: current.dailyCases.map((entry) =>
              entry.level === tier.level ? { ...entry, state: 'opened' } : entry,
            ),
          }));
        } catch (error) {
          showBetError(error, 'Daily case not opened');
          void rewardsStore.getState().refresh();
        } finally {
          setBusyLevel(null);
        }
      })();
    },
    [busyLevel, driver],
  );

  const resetAt = summary ? Date.parse(summary.nextDailyReset) : null;
  const pastReset = resetAt !== null && now >= resetAt;
  // Past midnight the tiers opened yesterday are available again: ask once.
  useEffect(() => {
    if (pastReset) void rewardsStore.getState().refresh();
  }, [pastReset]);

  return (
    <section className="surface-card rewards-panel" aria-labelledby="rewards-daily">
      <div className="rewards-panel__head">
        <h2 id="rewards-daily" className="section-title">
          Daily cases
        </h2>
        {resetAt !== null && (
          <p className="rewards-panel__hint">
            Next reset at 00:00 UTC, in{' '}
            <span role="timer" className="rewards-countdown">
              {resetCountdown(resetAt, now)}
            </span>
          </p>
        )}
      </div>
      <p className="rewards-panel__lead">
        One free case every UTC day for each tier your level has unlocked, once your bets of the
        last 24 h carry enough house edge to cover it.
      </p>
      {box && (
        <div className="rewards-reel">
          <div
            className="case-stage"
            style={{ '--stage-ratio': reelBoardRatio(1) } as CSSProperties}
          >
            <GameStage scene="case-unbox" driver={driver} label={`${box.name} reel`} />
          </div>
          <GameResult result={result} idle={`Opening ${box.name}…`} />
        </div>
      )}
      <ul className="rewards-tiers">
        {tiers.map((tier) => (
          <li key={tier.level} className={`rewards-tier rewards-tier--${tier.state}`}>
            <span className="rewards-tier__level">Level {tier.level}</span>
            <span className="rewards-tier__name">{tier.case?.name ?? 'Case unavailable'}</span>
            {summary && tier.case && <Amount value={tier.case.price} size="sm" />}
            {summary ? (
              <TierAction
                tier={tier}
                busy={busyLevel === tier.level}
                disabled={busyLevel !== null}
                onOpen={open}
              />
            ) : (
              <span className="rewards-tier__state">Unlocks at level {tier.level}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TierAction({
  tier,
  busy,
  disabled,
  onOpen,
}: {
  tier: DailyCase;
  busy: boolean;
  disabled: boolean;
  onOpen: (tier: DailyCase) => void;
}) {
  if (tier.state === 'locked')
    return <span className="rewards-tier__state">Locked until level {tier.level}</span>;
  if (tier.state === 'opened')
    return <span className="rewards-tier__state rewards-tier__state--done">Opened today</span>;
  return (
    <Button
      variant="gem"
      size="sm"
      busy={busy}
      disabled={disabled || !tier.case}
      aria-label={`Open the free level ${tier.level} case${tier.case ? `, ${tier.case.name}` : ''}`}
      onClick={() => onOpen(tier)}
    >
      Open free
    </Button>
  );
}
