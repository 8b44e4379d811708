import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { vaultMoveBodySchema } from '../../../shared/contract/vault';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { parseGemsInput } from '../instant-games/bet-amount';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { sessionStore, useSession } from '../session/session-store';
import { createSubmitKeys } from '../tips/submit-key';
import { LOCK_CHOICES, lockUntil, lockedUntilText } from './lock-options';
import { UnlockEarlyForm } from './UnlockEarlyForm';
import { type VaultMoveAnswer, type VaultState, vaultApi } from './vault-api';
import './vault.css';

/** The amount as typed ("12.50"), checked by the contract's own schema, giving hundredths. */
const amountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter an amount' })
    .refine((text) => parseGemsInput(text) !== null, {
      error: 'Enter an amount in gems, e.g. 1.50',
    })
    .transform((text) => parseGemsInput(text) ?? 0)
    .pipe(vaultMoveBodySchema.shape.amount),
});
type AmountInput = z.input<typeof amountFormSchema>;
type AmountOutput = z.output<typeof amountFormSchema>;

type Way = 'in' | 'out';

/**
 * VAULT: gems out of play. Put them in or take them out (taking out asks for a fresh 2FA
 * code when 2FA is on), and lock the vault for a while; unlocking early needs 2FA and a
 * code typed for it.
 */
export default function VaultView({ modal, title }: ModalViewProps) {
  const id = useId();
  const balance = useSession((state) => state.user?.balance ?? 0);
  const [vault, setVault] = useState<VaultState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [lockHours, setLockHours] = useState<number>(LOCK_CHOICES[1]!.hours);
  const [busy, setBusy] = useState(false);
  const [keys] = useState(() => createSubmitKeys());
  const form = useForm<AmountInput, unknown, AmountOutput>({
    ...VALIDATION_MODES,
    resolver: zodResolver(amountFormSchema),
    defaultValues: { amount: '' },
  });
  const fieldError = form.formState.errors.amount?.message;

  const showVault = useCallback((next: VaultState) => {
    setVault(next);
    sessionStore.getState().patchUser({ vaultLockedUntil: next.lockedUntil });
  }, []);

  useEffect(() => {
    let live = true;
    vaultApi
      .get()
      .then(({ vault: loaded }) => live && showVault(loaded))
      .catch((caught: unknown) => live && setError(messageOf(caught)));
    return () => {
      live = false;
    };
  }, [showVault]);

  const move = (way: Way) =>
    form.handleSubmit(async ({ amount }) => {
      setError(null);
      setStatus(null);
      const key = keys.keyFor(`${way}:${amount}`);
      try {
        const answer: VaultMoveAnswer =
          way === 'in' ? await vaultApi.deposit(amount, key) : await vaultApi.withdraw(amount, key);
        keys.settle();
        sessionStore
          .getState()
          .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
        showVault(answer.vault);
        setStatus(way === 'in' ? 'Moved into your vault.' : 'Moved to your balance.');
        form.reset({ amount: '' });
      } catch (caught) {
        keys.settle(caught);
        setError(messageOf(caught));
      }
    });

  /** Runs a lock change; true once the server took it. */
  const act = async (run: () => Promise<{ vault: VaultState }>, done: string) => {
    setError(null);
    setStatus(null);
    setBusy(true);
    try {
      showVault((await run()).vault);
      setStatus(done);
      return true;
    } catch (caught) {
      setError(messageOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const locked = vault?.lockedUntil ?? null;

  return (
    <ModalFrame
      title={title}
      description="Gems in your vault are out of play until you take them out."
      onClose={() => closeModalById(modal.modalId)}
    >
      <div className="vault">
        <dl className="vault__figures">
          <div>
            <dt>Balance</dt>
            <dd data-testid="vault-balance-main">
              <Amount personal value={balance} />
            </dd>
          </div>
          <div>
            <dt>In the vault</dt>
            <dd data-testid="vault-balance">
              {vault ? <Amount personal value={vault.balance} /> : <span aria-busy="true">…</span>}
            </dd>
          </div>
        </dl>

        <form
          className="vault__move"
          noValidate
          aria-label="Move gems"
          onSubmit={(event) => void move('in')(event)}
        >
          <label className="vault__label" htmlFor={`${id}-amount`}>
            Amount
          </label>
          <input
            id={`${id}-amount`}
            className="game-input vault__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            data-autofocus
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-amount-error` : undefined}
            {...form.register('amount')}
          />
          {fieldError && (
            <p id={`${id}-amount-error`} className="modal-form__error" role="alert">
              {fieldError}
            </p>
          )}
          <div className="vault__buttons">
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              Put in
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={locked !== null || form.formState.isSubmitting}
              onClick={() => void move('out')()}
            >
              Take out
            </Button>
          </div>
        </form>

        <section className="vault__lock" aria-labelledby={`${id}-lock`}>
          <h3 id={`${id}-lock`} className="vault__heading">
            Time lock
          </h3>
          {locked ? (
            <>
              <p className="vault__locked" data-testid="vault-locked">
                {lockedUntilText(locked)}
              </p>
              {vault?.twoFactorEnabled ? (
                <UnlockEarlyForm
                  busy={busy}
                  onUnlock={(code) => act(() => vaultApi.unlock(code), 'Your vault is unlocked.')}
                />
              ) : (
                <p className="vault__hint">
                  Turn on two-factor authentication in Settings to unlock early.
                </p>
              )}
            </>
          ) : (
            <div className="vault__lock-row">
              <label className="vault__label" htmlFor={`${id}-hours`}>
                Lock for
              </label>
              <select
                id={`${id}-hours`}
                className="game-input vault__select"
                value={lockHours}
                onChange={(event) => setLockHours(Number(event.target.value))}
              >
                {LOCK_CHOICES.map((choice) => (
                  <option key={choice.hours} value={choice.hours}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <Button
                type="button"
                variant="secondary"
                busy={busy}
                disabled={vault === null}
                onClick={() =>
                  void act(
                    () => vaultApi.lock(lockUntil(Date.now(), lockHours)),
                    'Your vault is locked.',
                  )
                }
              >
                Lock vault
              </Button>
            </div>
          )}
        </section>

        <p className="modal-form__error" role="alert" data-testid="vault-error">
          {error}
        </p>
        <p className="vault__status" role="status" data-testid="vault-status">
          {status}
        </p>
      </div>
    </ModalFrame>
  );
}
