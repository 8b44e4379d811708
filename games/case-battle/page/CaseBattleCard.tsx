import { useEffect, useState } from 'react';
import { Link } from '../../../src/client/router';
import type { CaseBattleLink } from '../../../src/shared/contract/battleLink';
import { CASE_BATTLE_MODE_LABELS } from '../../../src/shared/contract/battleEnums';
import { Amount } from '../../../src/client/ui/Amount';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import { battlePath } from './battle-paths';
import { cardSeats, type CardSeats } from './battle-card-seats';
import './case-battles.css';

/**
 * A CASE_BATTLE block in chat or a notice: the first case's picture with the cases per
 * seat, "Case Battle", the mode, the seat price, the seats filled, and a link to join or
 * watch it on its page.
 */
export function CaseBattleCard({ link }: { link: CaseBattleLink }) {
  const [seats, setSeats] = useState<CardSeats | null>(null);
  useEffect(() => {
    let live = true;
    void cardSeats(link.id).then((read) => {
      if (live) setSeats(read);
    });
    return () => {
      live = false;
    };
  }, [link.id]);
  const mode = CASE_BATTLE_MODE_LABELS[link.mode];

  return (
    <span className="battle-card" data-testid="case-battle-card">
      <span className="battle-card__picture">
        <CaseArt image={link.image} rarity="mil-spec" kind="case" box={{ width: 64, height: 43 }} />
        <span className="battle-cases__amount">×{link.quantity}</span>
      </span>
      <span className="battle-card__body">
        <span className="battle-card__label">Case Battle</span>
        <span>{mode}</span>
        <Amount value={link.price} size="sm" />
        {seats && (
          <span>
            {seats.filled}/{seats.total} seats
          </span>
        )}
        <Link className="battle-card__link" to={battlePath(link.id)}>
          {seats?.joinable ? 'Join' : 'Watch'}
          <span className="visually-hidden"> the {mode} case battle</span>
        </Link>
      </span>
    </span>
  );
}
