import { useEffect, useState } from 'react';
import { raceCountdownLabel, raceCountdownText } from './race-board';

/** Time left until `endsAt`, ticking each second; screen readers get it in words. */
export function RaceCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const until = Date.parse(endsAt);
  return (
    <p className="race-countdown">
      <span className="race-countdown__label">Ends in</span>{' '}
      <time
        className="race-countdown__value"
        dateTime={endsAt}
        aria-label={raceCountdownLabel(until, now)}
      >
        {raceCountdownText(until, now)}
      </time>
    </p>
  );
}
