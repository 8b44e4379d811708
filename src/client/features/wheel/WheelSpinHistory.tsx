import { useEffect, useState } from 'react';
import { Link } from '../../router';
import type { WheelSpinRecord } from '../../../shared/contract/wheel';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { selectIsLoggedIn, useSession } from '../session/session-store';
import { wheelVerifyHref } from './spin-verify-link';
import { wheelApi } from './wheel-api';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Your spins": the player's latest wheel spins, newest first, each with a link that fills
 * the wheel verifier once its seed pair is revealed. Read again whenever `version` changes
 * (a spin landed).
 */
export function WheelSpinHistory({ version = 0 }: { version?: number }) {
  const loggedIn = useSession(selectIsLoggedIn);
  const [spins, setSpins] = useState<WheelSpinRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      setSpins(null);
      return;
    }
    let current = true;
    wheelApi.spins().then(
      (answer) => {
        if (!current) return;
        setSpins(answer.spins);
        setError(null);
      },
      (caught: unknown) => {
        if (current) setError(messageOf(caught));
      },
    );
    return () => {
      current = false;
    };
  }, [loggedIn, version]);

  if (!loggedIn) return null;
  return <WheelSpinList spins={spins} error={error} />;
}

/** The list itself, by what was loaded: null while loading. */
export function WheelSpinList({
  spins,
  error = null,
}: {
  spins: readonly WheelSpinRecord[] | null;
  error?: string | null;
}) {
  return (
    <section
      className="wheel-spins"
      aria-labelledby="wheel-spins-title"
      aria-busy={(!spins && !error) || undefined}
    >
      <h3 id="wheel-spins-title" className="wheel-spins__title">
        Your spins
      </h3>
      {error && (
        <p className="wheel-spins__muted" role="alert">
          {error}
        </p>
      )}
      {spins?.length === 0 && <p className="wheel-spins__muted">No spins yet.</p>}
      {spins && spins.length > 0 && (
        <ul className="wheel-spins__list">
          {spins.map((spin) => (
            <WheelSpinRow key={spin.id} spin={spin} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function WheelSpinRow({ spin }: { spin: WheelSpinRecord }) {
  const href = wheelVerifyHref(spin);
  const when = timeFormat.format(new Date(spin.spunAt));
  return (
    <li className="wheel-spins__row" data-spin-id={spin.id}>
      <time className="wheel-spins__time" dateTime={spin.spunAt}>
        {when}
      </time>
      <Amount personal value={spin.prize} size="sm" />
      {href ? (
        <Link className="wheel-spins__verify" to={href}>
          Verify<span className="visually-hidden"> the spin of {when}</span>
        </Link>
      ) : (
        <span className="wheel-spins__muted">Verify after rotating your seed</span>
      )}
    </li>
  );
}
