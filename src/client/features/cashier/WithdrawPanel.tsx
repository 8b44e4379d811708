import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '../../router';
import { useRedact } from '../streamer/redact';
import type { CryptoTransaction } from '../../../shared/contract/cashierCrypto';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Amount } from '../../ui/Amount';
import { amountLabel } from '../../ui/amount';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { sessionStore, useSession } from '../session/session-store';
import { cashierApi } from './cashier-api';
import { cashierStore, useCashier } from './cashier-store';
import { parseGems } from './conversion';
import { feeFor, withdrawQuote } from './fees';
import { CoinAmount } from './CoinAmount';
import { InfoTip } from './InfoTip';
import { type MethodChoice, resolveChoice } from './method-choice';
import { MethodPicker } from './MethodPicker';
import {
  withdrawFormSchema,
  type WithdrawFormText,
  type WithdrawFormValues,
} from './withdraw-schema';

/** What the player reads once the server took the withdrawal. */
export function withdrawOutcome(tx: Pick<CryptoTransaction, 'status' | 'amount'>): string {
  const what = `Your withdrawal of ${amountLabel(tx.amount)}`;
  if (tx.status === 'PENDING_APPROVAL') return `${what} is awaiting approval.`;
  if (tx.status === 'COMPLETED') return `${what} is sent.`;
  if (tx.status === 'FAILED' || tx.status === 'REJECTED') return `${what} failed and is refunded.`;
  return `${what} is being sent.`;
}

/** The Withdraw tab: coin, network, address, amount in gems, a fresh 2FA code. */
export function WithdrawPanel() {
  const methods = useCashier((state) => state.methods.withdraw);
  const rates = useCashier((state) => state.rates);
  const fees = useCashier((state) => state.fees);
  const conversion = useCashier((state) => state.bonuses.conversion);
  const balance = useSession((state) => state.user?.balance ?? 0);
  const redact = useRedact();
  const twoFactorEnabled = useSession((state) => state.user?.twoFactorEnabled);
  const [wanted, setWanted] = useState<Partial<MethodChoice>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const choice = resolveChoice(methods, wanted);
  const fee = choice ? feeFor(fees, choice.symbol, choice.blockchain) : null;
  const schema = useMemo(() => withdrawFormSchema(balance, fee), [balance, fee]);
  const form = useForm<WithdrawFormText, unknown, WithdrawFormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema),
    defaultValues: { address: '', amount: '', code: '' },
  });
  const amountText = useWatch({ control: form.control, name: 'amount' });

  if (!choice) return <p className="cashier-muted">No coin can be withdrawn right now.</p>;
  const rate = rates[choice.symbol];
  const typed = parseGems(amountText);
  const quote = typed && fee !== null && rate ? withdrawQuote(typed, fee, rate, conversion) : null;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ address, amount, code }) => {
    setServerError(null);
    setDone(null);
    try {
      const answer = await cashierApi.withdraw({
        amount,
        address,
        code,
        symbol: choice.symbol,
        blockchain: choice.blockchain,
      });
      sessionStore
        .getState()
        .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
      cashierStore.getState().putTransaction(answer.transaction);
      setDone(withdrawOutcome(answer.transaction));
      form.reset({ address, amount: '', code: '' });
    } catch (caught) {
      setServerError(messageOf(caught));
      // Each try takes a fresh code: one works once, and the app shows a new one every 30 s.
      form.setValue('code', '');
    }
  });

  return (
    <form className="cashier-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <MethodPicker methods={methods} choice={choice} onChange={setWanted} />
      {twoFactorEnabled === false && (
        <p className="cashier-notice" data-testid="withdraw-2fa-needed">
          Withdrawals need two-factor authentication.{' '}
          <Link to="/profile/security">Turn it on in Security</Link>.
        </p>
      )}
      <TextField
        label={`Your ${choice.symbol} address (${choice.blockchain})`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errors.address ? true : undefined}
        data-private-input=""
        {...form.register('address')}
      />
      {errors.address && <p className="cashier-error">{errors.address.message}</p>}
      <TextField
        label="Amount (gems, fee included)"
        inputMode="decimal"
        autoComplete="off"
        hint={redact(`Balance ${amountLabel(balance)}`)}
        aria-invalid={errors.amount ? true : undefined}
        {...form.register('amount')}
      />
      {errors.amount && <p className="cashier-error">{redact(errors.amount.message ?? '')}</p>}
      <dl className="cashier-summary" data-testid="withdraw-summary">
        <div>
          <dt>
            Network fee{' '}
            <InfoTip
              label="About the fee"
              text={`What sending ${choice.symbol} on ${choice.blockchain} costs, taken from the amount.`}
            />
          </dt>
          <dd>{fee === null ? 'Not available' : <Amount value={fee} size="sm" />}</dd>
        </div>
        <div>
          <dt>You receive</dt>
          <dd data-testid="withdraw-receive">
            {quote?.ok ? (
              <CoinAmount prefix="≈ " value={quote.coins} symbol={choice.symbol} />
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <TextField
        label="Two-factor code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        hint="From your authenticator app, or a backup code"
        aria-invalid={errors.code ? true : undefined}
        {...form.register('code')}
      />
      {errors.code && <p className="cashier-error">{errors.code.message}</p>}
      <p className="cashier-error" role="alert" data-testid="withdraw-error">
        {serverError}
      </p>
      <p className="cashier-success" role="status" data-testid="withdraw-done">
        {done}
      </p>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        busy={isSubmitting}
        disabled={fee === null}
      >
        Withdraw
      </Button>
    </form>
  );
}
