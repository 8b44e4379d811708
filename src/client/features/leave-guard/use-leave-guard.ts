import { useEffect, useRef } from 'react';
import { useBlocker } from '../../router';
import { openModal } from '../modals/modal-store';

/** What EXIT shows: why leaving now costs something. */
export interface ExitProps {
  reason: string;
}

/**
 * While there is a reason (a mines game in progress, an auto-bet running: see leaveReason),
 * moving to another page of the site asks first with the EXIT modal. A reload or a closed
 * tab is not asked about: the mines game resumes, and a run only stops, nothing is lost.
 */
export function useLeaveGuard(reason: string | null): void {
  const busy = reason !== null;
  // Only a move to another page is asked about: a search or hash change stays on the game.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      busy && currentLocation.pathname !== nextLocation.pathname,
  );

  // One question per blocked move, however often the page renders meanwhile.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const answered = () => {
      asking.current = false;
    };
    void openModal('EXIT', { reason: reason ?? '' } satisfies ExitProps, {
      // Not 'default': the route change that follows must not close it before it resolves.
      type: 'exit',
      actions: [
        {
          type: 'confirm',
          callback: () => {
            answered();
            blocker.proceed();
          },
        },
        {
          type: 'close',
          callback: () => {
            answered();
            blocker.reset();
          },
        },
      ],
    });
  }, [blocker, reason]);
}
