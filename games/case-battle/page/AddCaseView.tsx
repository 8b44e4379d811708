import { useEffect, useMemo, useState } from 'react';
import { CASE_BATTLE_ROUNDS_MAX } from '../core';
import type { CaseSummary } from '../../../src/shared/contract/cases';
import { messageOf } from '../../../src/client/lib/api-error';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { TextField } from '../../../src/client/ui/TextField';
import { casesApi } from '../../../src/client/features/cases/cases-api';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import { closeModalById, resolveModal } from '../../../src/client/features/modals/modal-store';
import { ModalFrame } from '../../../src/client/features/modals/ModalFrame';
import type { ModalViewProps } from '../../../src/client/features/modals/views/view-props';
import { matchesCaseSearch, type AddCaseChoice } from './add-case';
import './case-battles.css';

type Kind = 'all' | 'official' | 'community';
const KINDS: { value: Kind; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'official', label: 'Official' },
  { value: 'community', label: 'Community' },
];

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; cases: CaseSummary[] };

/**
 * ADD_CASE: search the official and community cases, choose how many times each seat opens
 * one, and hand it to the battle being created (the modal resolves with an AddCaseChoice).
 */
export default function AddCaseView({ modal, title }: ModalViewProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [amounts, setAmounts] = useState<Record<string, number>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    casesApi.listCases().then(
      ({ cases }) => live && setLoad({ status: 'ready', cases }),
      (error: unknown) => live && setLoad({ status: 'error', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const shown = useMemo(
    () =>
      load.status === 'ready'
        ? load.cases.filter(
            (box) =>
              (kind === 'all' || (kind === 'official') === (box.creator === null)) &&
              matchesCaseSearch(box, search),
          )
        : [],
    [load, kind, search],
  );

  const amountOf = (id: string) => amounts[id] ?? 1;
  const setAmount = (id: string, value: number) =>
    setAmounts((all) => ({
      ...all,
      [id]: Math.min(CASE_BATTLE_ROUNDS_MAX, Math.max(1, Math.trunc(value) || 1)),
    }));
  const choose = (box: CaseSummary) => {
    const choice: AddCaseChoice = { box, amount: amountOf(box._id) };
    resolveModal(modal.modalId, 'confirm', choice);
  };

  return (
    <ModalFrame
      title={title}
      description="Every seat opens the cases you add, in order, one per round."
      onClose={() => closeModalById(modal.modalId)}
    >
      <div className="add-case">
        <div className="add-case__filters">
          <TextField
            label="Search cases"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Case or creator"
            autoComplete="off"
            data-autofocus
          />
          <div className="battle-segmented" role="group" aria-label="Which cases">
            {KINDS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className="battle-segmented__choice"
                aria-pressed={kind === value}
                onClick={() => setKind(value)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        {load.status === 'error' ? (
          <div role="alert" className="battle-message">
            <p>{load.message}</p>
            <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
          </div>
        ) : (
          <ul
            className="add-case__list"
            aria-label="Cases"
            aria-busy={load.status === 'loading' || undefined}
          >
            {load.status === 'loading'
              ? Array.from({ length: 6 }, (_, i) => (
                  <li key={i} aria-hidden="true" className="add-case__row skeleton" />
                ))
              : shown.map((box) => (
                  <li key={box._id} className="add-case__row">
                    <CaseArt
                      image={box.image}
                      rarity={box.topRarity}
                      kind="case"
                      slug={box.slug}
                      box={{ width: 72, height: 48 }}
                      className="add-case__art"
                    />
                    <div className="add-case__name">
                      {/* One line with an ellipsis: the title shows the whole name. */}
                      <span className="add-case__title" title={box.name}>
                        {box.name}
                      </span>
                      <span className="add-case__creator">
                        {box.creator ? `by ${box.creator.username}` : 'Official'}
                      </span>
                    </div>
                    <Amount value={box.price} size="sm" className="add-case__price" />
                    <label className="add-case__amount">
                      <span className="visually-hidden">Times to open {box.name}</span>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={CASE_BATTLE_ROUNDS_MAX}
                        value={amountOf(box._id)}
                        onChange={(event) => setAmount(box._id, Number(event.target.value))}
                      />
                    </label>
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() => choose(box)}
                      aria-label={`Add ${box.name}`}
                    >
                      Add
                    </Button>
                  </li>
                ))}
          </ul>
        )}
        {load.status === 'ready' && shown.length === 0 && (
          <p className="battle-message">No case matches “{search.trim()}”.</p>
        )}
      </div>
    </ModalFrame>
  );
}
