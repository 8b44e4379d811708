import { useEffect, useState } from 'react';
import { DailyCasesPanel } from '../../features/rewards/DailyCasesPanel';
import { LevelRewardsPanel } from '../../features/rewards/LevelRewardsPanel';
import { RakebackPanel } from '../../features/rewards/RakebackPanel';
import { followRewards } from '../../features/rewards/rewards-live';
import { rewardsStore, useRewards } from '../../features/rewards/rewards-store';
import { ChallengesPanel } from '../../features/challenges';
import { openAuth } from '../../features/modals/modal-store';
import { RedeemPromoCodeButton } from '../../features/promo-codes/RedeemPromoCodeButton';
import { RewardWheel } from '../../features/wheel/RewardWheel';
import { WheelSpinHistory } from '../../features/wheel/WheelSpinHistory';
import { selectIsLoggedIn, useSession } from '../../features/session/session-store';
import { Button } from '../../ui/Button';
import '../../ui/card.css';
import '../../ui/section.css';
import '../../features/cases/cases.css';
import '../../features/instant-games/instant-games.css';
import '../../features/rewards/rewards.css';
import '../info/info.css';
import { titled } from '../../lib/brand';

/** /rewards: rakeback, daily cases, level rewards, the wheel, promo codes and challenges. */
export default function RewardsPage() {
  const loggedIn = useSession(selectIsLoggedIn);
  const level = useSession((state) => state.user?.xp?.level);
  const load = useRewards((state) => state.load);
  // Bumped when the wheel lands, so "Your spins" lists the new spin.
  const [spinsVersion, setSpinsVersion] = useState(0);

  // Claimable rakeback follows the accrual step live while the page is open.
  useEffect(() => followRewards(), []);

  // Again whenever the player levels up: new tiers and rewards unlock.
  useEffect(() => {
    if (loggedIn) void rewardsStore.getState().refresh();
    else rewardsStore.getState().reset();
  }, [loggedIn, level]);

  const summary = loggedIn && load.status === 'ready' ? load.summary : null;
  return (
    <div className="info-page rewards-page" aria-busy={(loggedIn && !summary) || undefined}>
      <title>{titled('Rewards')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Rewards</p>
        <h1 className="info-page__title">Rewards</h1>
        <p className="info-page__lead">
          Rakeback on every bet, free daily cases and a reward for every level you reach.
        </p>
      </header>

      {!loggedIn && (
        <div className="surface-card rewards-signin">
          <p>Sign in to claim your rakeback, open your daily cases and collect level rewards.</p>
          <div className="rewards-signin__actions">
            <Button variant="primary" onClick={() => openAuth('login')}>
              Log in
            </Button>
            <Button variant="secondary" onClick={() => openAuth('register')}>
              Sign up
            </Button>
          </div>
        </div>
      )}
      {loggedIn && load.status === 'error' && (
        <div className="surface-card" role="alert">
          <p>{load.message}</p>
          <Button variant="secondary" onClick={() => void rewardsStore.getState().refresh()}>
            Try again
          </Button>
        </div>
      )}

      <div className="rewards-grid">
        <RakebackPanel summary={summary} />
        <section className="surface-card rewards-panel" aria-labelledby="rewards-wheel">
          <h2 id="rewards-wheel" className="section-title">
            Reward wheel and promo codes
          </h2>
          <p className="rewards-panel__lead">
            A free spin every 24 hours, and promo codes to redeem.
          </p>
          <RewardWheel onLanded={() => setSpinsVersion((version) => version + 1)} />
          <RedeemPromoCodeButton />
          <WheelSpinHistory version={spinsVersion} />
        </section>
        <DailyCasesPanel summary={summary} />
        <LevelRewardsPanel summary={summary} />
        <div className="surface-card rewards-grid__wide">
          <ChallengesPanel />
        </div>
      </div>
    </div>
  );
}
