import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useSearchParams } from '../../../src/client/router';
import { BATTLE_MODES, BATTLE_OPTIONS, CASE_BATTLE_CASES_AMOUNT_MAX } from '../core';
import {
  CASE_BATTLE_MODE_LABELS,
  type CaseBattle,
  type CaseSummary,
  type HttpResponse,
} from '../../../src/shared/contract';
import { BeaconEvidenceCheck } from '../../../src/client/features/beacon-evidence/BeaconEvidenceCheck';
import { apiRequest } from '../../../src/client/lib/http';
import { VALIDATION_MODES } from '../../../src/client/lib/validation/react-hook-form';
import { Button } from '../../../src/client/ui/Button';
import { BeaconProofFields } from '../../../src/client/pages/fairness/verifiers/BeaconProofFields';
import { VerifierField } from '../../../src/client/pages/fairness/verifiers/VerifierField';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';
import { BattleReplayTable } from './BattleReplayTable';
import { battleSummary } from './battle-summary';
import {
  battleVerifierSchema,
  battleVerifierValues,
  emptyBattleVerifier,
  namedBattleCases,
  namedCatalogueCase,
  proofOfForm,
  type BattleVerifierText,
  type BattleVerifierValues,
  type NamedCase,
} from './battle-verifier-form';
import { battleMismatches, verifyCaseBattle, type BattleVerification } from './battle-verify';
import '../../../src/client/pages/fairness/verifiers/verifier.css';
import './case-battle-verifier.css';
import { SeedHashVerdict } from '../../../src/client/pages/fairness/verifiers/SeedHashVerdict';

// Any case battle replayed in the browser with the same core the server settled with: read
// a battle by id (its seeds, setup and the case contents it was played with), or enter
// them by hand with cases from the catalogue.

interface Replay {
  check: BattleVerification;
  mode: BattleVerifierValues['mode'];
  seatNames: string[];
  /** Differences from what a loaded battle showed; null when no battle was loaded. */
  mismatches: string[] | null;
}

const SEAT_COUNTS = [2, 3, 4] as const;

async function readCases(slugs: readonly string[], known: Map<string, NamedCase>) {
  const missing = [...new Set(slugs)].filter((slug) => !known.has(slug));
  const read = await Promise.all(
    missing.map((slug) =>
      apiRequest<HttpResponse<'getCase'>>(`/cases/${encodeURIComponent(slug)}`)
        .then((answer) => namedCatalogueCase(answer.case))
        .catch(() => null),
    ),
  );
  for (const named of read) if (named) known.set(named.key, named);
}

export default function CaseBattleVerifierSection() {
  const [query] = useSearchParams();
  const [catalogue, setCatalogue] = useState<CaseSummary[]>([]);
  const [battleId, setBattleId] = useState(query.get('battle') ?? '');
  const [battle, setBattle] = useState<CaseBattle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [replay, setReplay] = useState<Replay | null>(null);
  const form = useForm<BattleVerifierText, unknown, BattleVerifierValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(battleVerifierSchema),
    defaultValues: emptyBattleVerifier,
  });
  const cases = useFieldArray({ control: form.control, name: 'cases' });
  const errors = form.formState.errors;

  useEffect(() => {
    apiRequest<HttpResponse<'listCases'>>('/cases')
      .then((answer) => setCatalogue(answer.cases))
      .catch(() => setCatalogue([]));
  }, []);

  async function run(values: BattleVerifierValues, loaded: CaseBattle | null) {
    setBusy(true);
    try {
      const known = new Map((loaded ? namedBattleCases(loaded) : []).map((c) => [c.key, c]));
      await readCases(
        values.cases.map((each) => each.slug),
        known,
      );
      const proof = proofOfForm(values, known);
      const check: BattleVerification =
        'error' in proof ? { ok: false, error: proof.error } : verifyCaseBattle(proof);
      const seatNames =
        loaded && loaded.players.length === values.playerAmount
          ? loaded.players.map((player) => player.username)
          : [];
      setReplay({
        check,
        mode: values.mode,
        seatNames,
        mismatches: loaded && check.ok ? battleMismatches(check, loaded) : null,
      });
    } finally {
      setBusy(false);
    }
  }

  async function load(id: string) {
    setLoadError(null);
    setBusy(true);
    try {
      const answer = await apiRequest<HttpResponse<'getCaseBattle'>>(
        `/case-battles/${encodeURIComponent(id.trim())}`,
      );
      const loaded = answer.caseBattle;
      setBattle(loaded);
      const values = battleVerifierSchema.safeParse(battleVerifierValues(loaded));
      if (!values.success) {
        setLoadError('This battle’s seed is revealed once its last round has been played.');
        return;
      }
      await run(values.data, loaded);
    } catch (error) {
      setBattle(null);
      setLoadError(error instanceof Error ? error.message : 'The battle could not be read');
    } finally {
      setBusy(false);
    }
  }

  // A case row left on its first choice names that case (the select shows it already).
  useEffect(() => {
    const first = catalogue[0]?.slug;
    if (!first) return;
    form.getValues('cases').forEach((row, index) => {
      if (row.slug === '') form.setValue(`cases.${index}.slug`, first);
    });
  }, [catalogue, form]);

  // The form shows a read battle once its cases are among the choices.
  useEffect(() => {
    if (battle) form.reset(battleVerifierValues(battle));
  }, [battle, form]);

  useEffect(() => {
    const id = query.get('battle');
    if (id) void load(id);
    // Only a link's battle is read on arrival; later loads are the player's.
  }, []);

  const verify = form.handleSubmit((values) => run(values, battle));
  const caseChoices = [
    ...(battle
      ? namedBattleCases(battle).map((c) => ({ key: c.key, name: `${c.name} (battle)` }))
      : []),
    ...catalogue.map((c) => ({ key: c.slug, name: c.name })),
  ];
  const caseKeys = caseChoices.length > 0 ? caseChoices.map((c) => c.key) : [''];
  const caseName = (key: string) =>
    caseChoices.find((c) => c.key === key)?.name ?? (key === '' ? 'Loading cases…' : key);

  return (
    <section className="verifier battle-verifier" aria-labelledby="battle-verifier-title">
      <h2 id="battle-verifier-title" className="content-article__heading">
        Verify a case battle
      </h2>
      <p className="content-article__text">
        Read a finished battle by its id, or enter its seeds and setup. Your browser replays every
        pull, respin and tie roll with the same code the server settled the battle with.
      </p>
      <form
        className="battle-verifier__load"
        aria-label="Read a battle"
        onSubmit={(event) => {
          event.preventDefault();
          if (battleId.trim()) void load(battleId);
        }}
      >
        <VerifierField
          label="Battle id"
          value={battleId}
          error={loadError ?? undefined}
          onChange={(event) => setBattleId(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" busy={busy && battleId !== ''}>
          Read battle
        </Button>
      </form>
      <form
        className="verifier__form"
        aria-label="Case battle verifier"
        noValidate
        onSubmit={(event) => void verify(event)}
      >
        <BeaconProofFields register={form.register} errors={errors} />
        <VerifierSelect
          id="battle-verify-mode"
          label="Mode"
          options={BATTLE_MODES}
          optionLabel={(mode) => CASE_BATTLE_MODE_LABELS[mode]}
          {...form.register('mode')}
        />
        <VerifierSelect
          id="battle-verify-seats"
          label="Seats"
          options={SEAT_COUNTS}
          {...form.register('playerAmount')}
        />
        <fieldset className="battle-verifier__options verifier__field--wide">
          <legend className="bet-panel__label">Options</legend>
          {BATTLE_OPTIONS.map((option) => (
            <label key={option} className="battle-verifier__check">
              <input type="checkbox" value={option} {...form.register('options')} />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="battle-verifier__cases verifier__field--wide">
          <legend className="bet-panel__label">Cases, in the battle’s order</legend>
          {cases.fields.map((field, index) => (
            <div key={field.id} className="battle-verifier__case">
              <VerifierSelect
                id={`battle-verify-case-${index}`}
                label={`Case ${index + 1}`}
                options={caseKeys}
                optionLabel={caseName}
                {...form.register(`cases.${index}.slug`)}
              />
              <VerifierField
                label="Times"
                type="number"
                inputMode="numeric"
                min={1}
                error={errors.cases?.[index]?.amount?.message}
                {...form.register(`cases.${index}.amount`)}
              />
              <Button
                type="button"
                variant="ghost"
                disabled={cases.fields.length === 1}
                aria-label={`Remove case ${index + 1}`}
                onClick={() => cases.remove(index)}
              >
                Remove
              </Button>
              {errors.cases?.[index]?.slug && (
                <p className="bet-panel__error" role="alert">
                  {errors.cases[index].slug.message}
                </p>
              )}
            </div>
          ))}
          {cases.fields.length < CASE_BATTLE_CASES_AMOUNT_MAX && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => cases.append({ slug: caseKeys[0] ?? '', amount: 1 })}
            >
              Add a case
            </Button>
          )}
          <p className="battle-verifier__note">
            Catalogue cases are read with their contents and prices of today; a battle read by id is
            replayed with the contents it was played with.
          </p>
        </fieldset>
        <Button type="submit" variant="primary" size="lg" className="verifier__submit" busy={busy}>
          Verify
        </Button>
      </form>
      <div
        className="verifier__text"
        role="status"
        aria-live="polite"
        data-testid="battle-verifier-result"
      >
        {!replay && <p className="verifier__summary">Fill in the values and press Verify.</p>}
        {replay && !replay.check.ok && <p className="bet-panel__error">{replay.check.error}</p>}
        {replay?.check.ok && (
          <>
            <SeedHashVerdict matches={replay.check.seedMatches} />
            {battleSummary(replay.check, replay.mode, replay.seatNames).map((line) => (
              <p key={line} className="verifier__summary">
                {line}
              </p>
            ))}
            {replay.mismatches?.length === 0 && (
              <p className="verifier__hash verifier__hash--ok">
                Every pull and payout matches what the battle showed.
              </p>
            )}
            {replay.mismatches?.map((line) => (
              <p key={line} className="verifier__hash verifier__hash--bad">
                {line}
              </p>
            ))}
            {battle?.fairness.beaconEvidence &&
              battle.fairness.beaconValue &&
              battle.fairness.blockNumber !== null && (
                <BeaconEvidenceCheck
                  round={battle.fairness.blockNumber}
                  value={battle.fairness.beaconValue}
                  evidence={battle.fairness.beaconEvidence}
                />
              )}
          </>
        )}
      </div>
      {replay?.check.ok && <BattleReplayTable check={replay.check} seatNames={replay.seatNames} />}
    </section>
  );
}
