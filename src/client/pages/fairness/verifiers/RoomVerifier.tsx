import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { RoomGameManifest } from '../../../../../games/manifest';
import type { RoomView } from '../../../../shared/contract/rooms';
import { roomApi } from '../../../features/rooms/room-api';
import { verifyRoom, type RoomVerification } from '../../../features/rooms/room-verify';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { useSearchParams } from '../../../router';
import { Button } from '../../../ui/Button';
import { amountLabel } from '../../../ui/amount';
import { BeaconProofFields, beaconProofFields } from './BeaconProofFields';
import './verifier.css';
import { SeedHashVerdict } from './SeedHashVerdict';

// Any room game's verifier: a drawn room checked from what it published. `?room=<id>` fills
// the fields from the room itself (its seats give the payouts to compare); the seed and
// beacon value may also be pasted by hand.

const formSchema = z.object(beaconProofFields);
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export interface RoomVerifierProps<C, O> {
  game: Pick<
    RoomGameManifest<string, { amount: number }, unknown, C, O>,
    'kind' | 'name' | 'route' | 'draw' | 'outcome' | 'settle'
  >;
  /** The outcome in words ("7: odd wins"). */
  describe: (outcome: O) => string;
}

type Checked<O> = { hashGiven: boolean; check: RoomVerification<O>; room: RoomView | null };

export function RoomVerifier<C, O>({ game, describe }: RoomVerifierProps<C, O>) {
  const [query] = useSearchParams();
  const roomId = query.get('room');
  const api = useMemo(() => roomApi(game.route), [game.route]);
  const [room, setRoom] = useState<RoomView | null>(null);
  const [result, setResult] = useState<Checked<O> | null>(null);
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema),
    defaultValues: { serverSeed: '', serverSeedHash: '', beaconValue: '' },
  });

  useEffect(() => {
    if (!roomId) return;
    let live = true;
    api.get(roomId).then(
      ({ game: loaded }) => {
        if (!live) return;
        setRoom(loaded);
        form.reset({
          serverSeed: loaded.serverSeed ?? '',
          serverSeedHash: loaded.serverSeedHash,
          beaconValue: loaded.beaconValue ?? '',
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, form, roomId]);

  const verify = form.handleSubmit((values) => {
    const seats = room?.seats.map((seat) => ({ house: seat.house, choice: seat.choice as C }));
    const check = verifyRoom(game, {
      ...values,
      room: room && seats ? { amount: room.amount, seats } : undefined,
    });
    setResult({ hashGiven: values.serverSeedHash !== '', check, room });
  });
  const errors = form.formState.errors;
  const titleId = `${game.kind}-verifier-title`;

  return (
    <section className="verifier" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-article__heading">
        Verify a {game.name} game
      </h2>
      <p className="content-article__text">
        Every drawn game shows its server seed and beacon value. Your browser recomputes the outcome
        and the payouts with the same rules the server drew it with.
      </p>
      <form
        className="verifier__form"
        aria-label={`${game.name} verifier`}
        noValidate
        onSubmit={(event) => void verify(event)}
      >
        <BeaconProofFields register={form.register} errors={errors} />
        <Button type="submit" variant="primary" size="lg" className="verifier__submit">
          Verify
        </Button>
      </form>
      <div
        className="verifier__text"
        role="status"
        aria-live="polite"
        data-testid="verifier-result"
      >
        {!result && <p className="verifier__summary">Fill in the values and press Verify.</p>}
        {result && !result.check.ok && <p className="bet-panel__error">{result.check.error}</p>}
        {result?.check.ok && <VerifiedRoom checked={result} describe={describe} />}
      </div>
    </section>
  );
}

function VerifiedRoom<O>({
  checked: { hashGiven, check, room },
  describe,
}: {
  checked: Checked<O>;
  describe: (outcome: O) => string;
}) {
  if (!check.ok) return null;
  const published = room?.payouts ?? null;
  const same =
    published !== null &&
    check.payouts !== null &&
    published.every((payout, seat) => payout === check.payouts![seat]);
  return (
    <>
      <SeedHashVerdict matches={hashGiven ? check.seedMatches : null} />
      <p className="verifier__summary">{describe(check.outcome)}</p>
      {check.payouts && room && (
        <ul className="verifier__details">
          {check.payouts.map((payout, seat) => (
            <li key={seat}>
              {room.seats[seat]?.username ?? 'House'}: {amountLabel(payout)}
            </li>
          ))}
          <li>Fee: {amountLabel(check.fee ?? 0)}</li>
        </ul>
      )}
      {published && (
        <p className="verifier__summary">
          {same
            ? 'The payouts match what the game paid.'
            : 'The payouts do NOT match what the game paid.'}
        </p>
      )}
    </>
  );
}
