import { useEffect, useState } from 'react';
import { refusalText, type SendRefusal } from './send-refusal';

/** The clock, read four times a second while a wait counts down; still otherwise. */
function useTickingNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

interface SendRefusalNoticeProps {
  /** The newest refusal in this channel, or null. */
  refusal: SendRefusal | null;
  /** The named wait is over: the notice has nothing left to say. */
  onOver: () => void;
}

/**
 * One inline notice under the composer for a refused message, in place of a pop-up per
 * refusal. The status region is always there (a live region must exist before its text
 * changes to be announced); screen readers hear the server's words once, while the
 * countdown beside them changes only on screen, so they are not read a number a second.
 */
export function SendRefusalNotice({ refusal, onOver }: SendRefusalNoticeProps) {
  const now = useTickingNow(refusal?.until != null);
  const text = refusal ? refusalText(refusal, now) : null;
  const over = refusal !== null && text === null;
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);

  return (
    <p className="chat-composer__refusal" role="status" data-testid="chat-refusal">
      {refusal && text !== null && (
        <>
          <span className="visually-hidden">{refusal.message}</span>
          <span aria-hidden="true">{text}</span>
        </>
      )}
    </p>
  );
}
