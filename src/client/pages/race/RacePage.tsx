import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { RaceKind } from '../../../shared/contract';
import { RaceBoardView } from '../../features/race/RaceBoardView';
import { useRaceBoards } from '../../features/race/use-race-boards';
import { useSession } from '../../features/session/session-store';
import { Button } from '../../ui/Button';
import '../info/info.css';
import '../../features/race/race.css';
import { titled } from '../../lib/brand';

const TABS: ReadonlyArray<{ kind: RaceKind; label: string }> = [
  { kind: 'daily', label: 'Daily' },
  { kind: 'weekly', label: 'Weekly' },
];

/** /race: the daily and weekly wager races, live. */
export default function RacePage() {
  const userId = useSession((state) => state.user?.id ?? null);
  const { boards, error, retry } = useRaceBoards();
  const [kind, setKind] = useState<RaceKind>('daily');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const board = boards?.find((b) => b.race.kind === kind);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.kind === kind);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[next]!.kind;
    setKind(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className="info-page race-page">
      <title>{titled('Race')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Wager race</p>
        <h1 className="info-page__title">Race</h1>
        <p className="info-page__lead">
          Every gem you wager counts. The top 10 of each race share its prize pool when it ends: the
          daily race at 00:00 UTC, the weekly race on Monday at 00:00 UTC.
        </p>
      </header>

      <div className="race-tabs" role="tablist" aria-label="Race">
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            ref={(element) => {
              tabRefs.current[tab.kind] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.kind}`}
            aria-selected={kind === tab.kind}
            aria-controls={`${baseId}-panel`}
            tabIndex={kind === tab.kind ? 0 : -1}
            className="race-tabs__tab"
            onClick={() => setKind(tab.kind)}
            onKeyDown={onTabKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${kind}`}
        className="race-panel"
      >
        {board ? (
          <RaceBoardView key={board.race.id} board={board} userId={userId} />
        ) : error ? (
          <div className="race-error" role="alert">
            <p>{error}</p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="race-muted" aria-busy="true">
            Loading the race…
          </p>
        )}
      </div>
    </div>
  );
}
