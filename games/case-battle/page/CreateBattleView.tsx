import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../src/client/router';
import type { z } from 'zod';
import { CASE_BATTLE_CASES_AMOUNT_MAX, CASE_BATTLE_ROUNDS_MAX, battleRoundCount } from '../core';
import {
  CASE_BATTLE_MODES,
  CASE_BATTLE_MODE_LABELS,
  VISIBILITIES,
} from '../../../src/shared/contract/battleEnums';
import type { CaseSummary } from '../../../src/shared/contract/cases';
import { messageOf } from '../../../src/client/lib/api-error';
import { VALIDATION_MODES } from '../../../src/client/lib/validation/react-hook-form';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { caseBattlesClient } from '../client';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { closeModalById } from '../../../src/client/features/modals/modal-store';
import { ModalFrame } from '../../../src/client/features/modals/ModalFrame';
import type { ModalViewProps } from '../../../src/client/features/modals/views/view-props';
import { sessionStore } from '../../../src/client/features/session/session-store';
import { pickBattleCase } from './add-case';
import {
  OPTION_CHOICES,
  OPTION_LABELS,
  SEAT_CHOICES,
  addPick,
  afterModeChange,
  createBattleFormSchema,
  optionRefusal,
  seatLayoutLabel,
  seatPriceOf,
  seatsRefusal,
} from './battle-form';
import { battleLobbyApi } from './battle-lobby-api';
import { battlePath } from './battle-paths';
import { OptionToggle } from './OptionToggle';
import './case-battles.css';

type FormText = z.input<typeof createBattleFormSchema>;
type FormValues = z.output<typeof createBattleFormSchema>;

const VISIBILITY_LABELS = {
  PUBLIC: 'Public: listed for everyone',
  PRIVATE: 'Private: by link only',
};

/**
 * CREATE_BATTLE: cases (through ADD_CASE), mode, seats, options, privacy and the seat price.
 * What the case-battle core refuses is disabled here with its reason; the server checks the
 * same rules again and its refusal (a short balance, a cap) shows as it says it.
 */
export default function CreateBattleView({ modal, title }: ModalViewProps) {
  const navigate = useNavigate();
  const base = typeof modal.props.base === 'string' ? modal.props.base : undefined;
  const [boxes, setBoxes] = useState<Record<string, CaseSummary>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // The server refuses a new battle while an operator has paused battles (409): offer none.
  const pause = useGamePause(caseBattlesClient.lobby.location);
  const pauseNoteId = useId();
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(createBattleFormSchema),
    defaultValues: {
      mode: 'VERSUS',
      visibility: 'PUBLIC',
      options: [],
      playerAmount: 2,
      cases: [],
    },
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const mode = values.mode;
  const playerAmount = values.playerAmount;
  const options = values.options ?? [];
  const cases = values.cases ?? [];
  const picks = cases.flatMap((ref) => {
    const box = ref.caseId ? boxes[ref.caseId] : undefined;
    return box ? [{ caseId: box._id, amount: ref.amount, price: box.price, box }] : [];
  });
  const seatPrice = seatPriceOf(picks);
  const rounds = battleRoundCount(picks);
  const error =
    form.formState.errors.cases?.message ??
    form.formState.errors.cases?.root?.message ??
    form.formState.errors.options?.message ??
    serverError;

  const setCases = (next: { caseId: string; amount: number }[]) =>
    form.setValue('cases', next, { shouldValidate: form.formState.isSubmitted });
  const addCase = () =>
    pickBattleCase(({ box, amount }) => {
      setBoxes((known) => ({ ...known, [box._id]: box }));
      const current = (form.getValues('cases') ?? []).map((ref) => ({
        caseId: ref.caseId!,
        amount: ref.amount,
        price: 0,
      }));
      setCases(
        addPick(current, { caseId: box._id, amount, price: 0 }).map(({ caseId, amount: n }) => ({
          caseId,
          amount: Math.min(n, CASE_BATTLE_ROUNDS_MAX),
        })),
      );
    });
  const setAmount = (caseId: string, amount: number) =>
    setCases(
      picks.map((pick) => ({
        caseId: pick.caseId,
        amount:
          pick.caseId === caseId
            ? Math.min(CASE_BATTLE_ROUNDS_MAX, Math.max(1, Math.trunc(amount) || 1))
            : pick.amount,
      })),
    );
  const removeCase = (caseId: string) =>
    setCases(
      picks
        .filter((p) => p.caseId !== caseId)
        .map(({ caseId: id, amount }) => ({ caseId: id, amount })),
    );
  const chooseMode = (next: FormValues['mode']) => {
    const after = afterModeChange(next, playerAmount, options);
    form.setValue('mode', next);
    form.setValue('playerAmount', after.playerAmount);
    form.setValue('options', after.options);
  };
  const toggleOption = (option: FormValues['options'][number]) =>
    form.setValue(
      'options',
      options.includes(option) ? options.filter((o) => o !== option) : [...options, option],
    );

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const answer = await battleLobbyApi.create(body);
      sessionStore
        .getState()
        .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
      closeModalById(modal.modalId);
      void navigate(battlePath(answer.caseBattle._id, base));
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  const seatReason = mode === 'TEAMS' ? seatsRefusal('TEAMS', 2) : null;
  return (
    <ModalFrame title={title} onClose={() => closeModalById(modal.modalId)}>
      <form className="create-battle" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="create-battle__group">
          <legend>Cases</legend>
          {picks.length === 0 ? (
            <p className="battle-message">Add up to {CASE_BATTLE_CASES_AMOUNT_MAX} cases.</p>
          ) : (
            <ul className="create-battle__cases" aria-label="Chosen cases">
              {picks.map(({ box, amount }) => (
                <li key={box._id} className="create-battle__case">
                  <CaseArt
                    image={box.image}
                    rarity={box.topRarity}
                    kind="case"
                    slug={box.slug}
                    box={{ width: 72, height: 48 }}
                  />
                  <span className="create-battle__case-name">{box.name}</span>
                  <Amount value={box.price} size="sm" />
                  <label className="add-case__amount">
                    <span className="visually-hidden">Times to open {box.name}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={CASE_BATTLE_ROUNDS_MAX}
                      value={amount}
                      onChange={(event) => setAmount(box._id, Number(event.target.value))}
                    />
                  </label>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => removeCase(box._id)}
                    aria-label={`Remove ${box.name}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button
            onClick={addCase}
            disabled={picks.length >= CASE_BATTLE_CASES_AMOUNT_MAX}
            data-autofocus
          >
            Add case
          </Button>
        </fieldset>

        <fieldset className="create-battle__group">
          <legend>Mode</legend>
          <div className="battle-segmented" role="radiogroup" aria-label="Mode">
            {CASE_BATTLE_MODES.map((choice) => (
              <label key={choice} className="battle-segmented__choice">
                <input
                  type="radio"
                  name="mode"
                  value={choice}
                  checked={mode === choice}
                  onChange={() => chooseMode(choice)}
                />
                {CASE_BATTLE_MODE_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="create-battle__group">
          <legend>Seats</legend>
          <div className="battle-segmented" role="radiogroup" aria-label="Seats">
            {SEAT_CHOICES.map((seats) => {
              const refused = seatsRefusal(mode, seats) !== null;
              return (
                <label key={seats} className="battle-segmented__choice">
                  <input
                    type="radio"
                    name="playerAmount"
                    value={seats}
                    checked={playerAmount === seats}
                    disabled={refused}
                    onChange={() => form.setValue('playerAmount', seats)}
                  />
                  {seatLayoutLabel(mode, seats)}
                </label>
              );
            })}
          </div>
          {seatReason && <p className="create-battle__note">{seatReason}</p>}
        </fieldset>

        <fieldset className="create-battle__group">
          <legend>Options</legend>
          <div className="create-battle__options">
            {OPTION_CHOICES.map((option) => (
              <OptionToggle
                key={option}
                name={OPTION_LABELS[option].name}
                hint={OPTION_LABELS[option].hint}
                checked={options.includes(option)}
                refusal={optionRefusal({ mode, playerAmount, options }, option)}
                onToggle={() => toggleOption(option)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="create-battle__group">
          <legend>Privacy</legend>
          <div className="battle-segmented" role="radiogroup" aria-label="Privacy">
            {VISIBILITIES.map((choice) => (
              <label key={choice} className="battle-segmented__choice">
                <input type="radio" value={choice} {...form.register('visibility')} />
                {VISIBILITY_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>

        <dl className="create-battle__summary">
          <div>
            <dt>Rounds</dt>
            <dd>{rounds}</dd>
          </div>
          <div>
            <dt>Seat price</dt>
            <dd data-testid="battle-seat-price">
              <Amount value={seatPrice} />
            </dd>
          </div>
          <div>
            <dt>All seats</dt>
            <dd>
              <Amount value={seatPrice * playerAmount} />
            </dd>
          </div>
        </dl>
        <p className="modal-form__error" role="alert" data-testid="create-battle-error">
          {error}
        </p>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          busy={form.formState.isSubmitting}
          disabled={pause !== null}
          aria-describedby={pause ? pauseNoteId : undefined}
        >
          Create battle
        </Button>
        {pause && (
          <p id={pauseNoteId} className="battle-message" role="status">
            {pause.message}
          </p>
        )}
      </form>
    </ModalFrame>
  );
}
