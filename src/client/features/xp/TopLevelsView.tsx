import { useEffect, useMemo, useRef } from 'react';
import type { Xp } from '../../../shared/contract/users';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { selectUser, useSession } from '../session/session-store';
import { levelRows, nextLevelOf } from './levels-table';
import './xp.css';

const count = new Intl.NumberFormat('en-US');

/** TOP_LEVELS: every level, the XP it takes, and where the player stands. */
export default function TopLevelsView({ modal, title }: ModalViewProps) {
  const xp = useSession(selectUser)?.xp;
  return <TopLevels title={title} xp={xp} onClose={() => closeModalById(modal.modalId)} />;
}

/** The table itself, for the player's XP (none for a visitor). */
export function TopLevels({
  title,
  xp,
  onClose,
}: {
  title: string;
  xp: Xp | undefined;
  onClose: () => void;
}) {
  const rows = useMemo(levelRows, []);
  const next = xp ? nextLevelOf(xp.level) : null;
  const nextRow = useRef<HTMLTableRowElement>(null);

  // Open on the player's place, not on level 1.
  useEffect(() => {
    nextRow.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  return (
    <ModalFrame
      title={title}
      onClose={onClose}
      description="Every 1.00 gem wagered earns 1 XP, win or lose, once the bet settles."
    >
      {xp && (
        <p className="top-levels__you" data-testid="top-levels-you">
          You are level {xp.level} with {count.format(xp.total)} XP
          {next !== null
            ? `: ${count.format(xp.next - xp.current)} XP to level ${next}.`
            : ', the highest level.'}
        </p>
      )}
      <div className="top-levels__scroll" tabIndex={0} aria-label="Levels">
        <table className="top-levels__table" data-testid="top-levels">
          <caption className="visually-hidden">The XP each level takes</caption>
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">Total XP</th>
              <th scope="col">XP for the level</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const reached = xp !== undefined && row.level <= xp.level;
              const isNext = row.level === next;
              return (
                <tr
                  key={row.level}
                  ref={isNext ? nextRow : undefined}
                  className={
                    isNext
                      ? 'top-levels__row top-levels__row--next'
                      : reached
                        ? 'top-levels__row top-levels__row--reached'
                        : 'top-levels__row'
                  }
                  aria-current={isNext ? 'step' : undefined}
                >
                  <th scope="row">
                    {row.level}
                    {reached && <span className="visually-hidden"> (reached)</span>}
                    {isNext && <span className="visually-hidden"> (next)</span>}
                  </th>
                  <td>{count.format(row.totalXp)}</td>
                  <td>{count.format(row.levelXp)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ModalFrame>
  );
}
