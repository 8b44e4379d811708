import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import type { CaseDetail, CaseOpening as Opening } from '../../../src/shared/contract/cases';
import { openCaseBodySchema } from '../bet';
import {
  openedResult,
  openingSettlement,
  openingsPaid,
} from '../../../src/client/features/cases/case-format';
import { casesApi } from '../../../src/client/features/cases/cases-api';
import { reelItem } from '../../../src/client/features/cases/reel-item';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { BetRefused, showBetError } from '../../../src/client/features/instant-games/bet-errors';
import { betPace } from '../../../src/client/features/instant-games/bet-pace';
import {
  GameResult,
  type RevealedText,
} from '../../../src/client/features/instant-games/GameResult';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { sendHeldBet } from '../../../src/client/features/instant-games/settle-bet';
import { useGameScene } from '../../../src/client/features/instant-games/use-game-scene';
import { openAuth } from '../../../src/client/features/modals/modal-store';
import {
  selectIsLoggedIn,
  sessionStore,
  useSession,
} from '../../../src/client/features/session/session-store';
import { caseUnboxClient } from '../client';
import { CaseOpener } from './CaseOpener';
import { reelBoardRatio } from './reel-board';
import { WonItems } from './WonItems';

/** Longest the reels may take before the items show anyway. */
const REVEAL_LIMIT_MS = 15_000;

/** The opener, the reels and what they won: the items show, and count, once the reels stop. */
export function CaseOpening({ box }: { box: CaseDetail }) {
  const driver = useGameScene();
  const loggedIn = useSession(selectIsLoggedIn);
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [won, setWon] = useState<readonly Opening[] | null>(null);
  const [result, setResult] = useState<RevealedText | null>(null);
  const pause = useGamePause(caseUnboxClient.lobby.location);

  const items = useMemo(() => box.items.map((item) => reelItem(item)), [box]);
  useEffect(() => driver.show('case-unbox:reels', { items, count }), [driver, items, count]);

  const open = useCallback(() => {
    if (!loggedIn) {
      openAuth('login');
      return;
    }
    if (busy) return;
    const body = openCaseBodySchema.safeParse({ count });
    if (!body.success) {
      showBetError(new BetRefused(body.error.issues[0]?.message), 'Case not opened');
      return;
    }
    setBusy(true);
    // One pace for the server's hold and the reels' spin.
    const pace = betPace(caseUnboxClient.kind);
    void (async () => {
      try {
        const answer = await sendHeldBet(
          box.price * count,
          () => casesApi.openCase(box.slug, { ...body.data, pace }),
          openingSettlement,
        );
        const { openings } = answer;
        const reels = openings.map(({ id, item }) => ({ openingId: id, item: reelItem(item) }));
        const spinId = openings[0]!.id;
        await driver.play(
          'case-unbox:spin',
          { id: spinId, price: box.price, reels, pace },
          REVEAL_LIMIT_MS,
        );
        // The items commit first, then the balance: the win never shows ahead of the reels.
        flushSync(() => {
          setWon(openings);
          setResult(
            openedResult(
              box.name,
              box.price,
              openings.map((opening) => opening.item),
              openingsPaid(openings),
            ),
          );
        });
        sessionStore.getState().releasePayout(spinId);
      } catch (error) {
        showBetError(error, 'Case not opened');
      } finally {
        setBusy(false);
      }
    })();
  }, [box, busy, count, driver, loggedIn]);

  return (
    <>
      <div
        className="case-stage"
        style={{ '--stage-ratio': reelBoardRatio(count) } as CSSProperties}
      >
        <GameStage scene="case-unbox" driver={driver} label={`${box.name} reels`} />
      </div>
      <GameResult result={result} idle={`Open ${box.name} to spin the reels.`} />
      <CaseOpener
        count={count}
        price={box.price}
        loggedIn={loggedIn}
        busy={busy}
        pause={pause}
        onCount={setCount}
        onOpen={open}
      />
      {won && <WonItems openings={won} casePrice={box.price} />}
    </>
  );
}
