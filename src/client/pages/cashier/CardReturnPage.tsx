import { useEffect, useState } from 'react';
import { useSearchParams } from '../../router';
import type { CardPayment } from '../../../shared/contract/cashierCard';
import { cardApi } from '../../features/cashier/cashier-api';
import { cardPaymentWords, isSettled } from '../../features/cashier/card-payment-status';
import { messageOf } from '../../lib/api-error';
import { titled } from '../../lib/brand';
import { ButtonLink } from '../../ui/Button';
import '../info/info.css';

/** How often, and how many times, the page asks before it stops and says so. */
const POLL_MS = 2_000;
const POLLS = 30;

type View =
  | { kind: 'loading' }
  | { kind: 'payment'; payment: CardPayment }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/**
 * /cashier/card/return: where the card processor sends the player back. Its `result` is only
 * where they clicked; the page asks the server until the processor's webhook has settled the
 * payment (credited, held, declined), and tells them.
 */
export default function CardReturnPage({ pollMs = POLL_MS }: { pollMs?: number }) {
  const [params] = useSearchParams();
  const id = params.get('payment');
  const cancelled = params.get('result') === 'cancel';
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function ask(round: number) {
      try {
        const { payments } = await cardApi.payments();
        if (stopped) return;
        const payment = payments.find((p) => p.id === id);
        if (!payment) return setView({ kind: 'missing' });
        setView({ kind: 'payment', payment });
        if (isSettled(payment) || cancelled) return;
        if (round + 1 >= POLLS) return setGaveUp(true);
        timer = setTimeout(() => void ask(round + 1), pollMs);
      } catch (caught) {
        if (!stopped) setView({ kind: 'error', message: messageOf(caught) });
      }
    }
    void ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, cancelled, pollMs]);

  return (
    <div className="info-page">
      <title>{titled('Card deposit')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Cashier</p>
        <h1 className="info-page__title">Card deposit</h1>
      </header>
      <p className="info-page__lead" role="status" aria-live="polite" data-testid="card-return">
        {statusText(view, cancelled, gaveUp)}
      </p>
      <ButtonLink to="/" variant="primary">
        Back to the games
      </ButtonLink>
    </div>
  );
}

function statusText(view: View, cancelled: boolean, gaveUp: boolean): string {
  if (view.kind === 'loading') return 'Checking your payment…';
  if (view.kind === 'missing') return 'We found no card payment of yours with this link.';
  if (view.kind === 'error') return view.message;
  if (view.payment.status === 'PENDING' && cancelled)
    return 'You left the checkout: nothing was charged.';
  if (view.payment.status === 'PENDING' && gaveUp)
    return 'The card processor has not confirmed your payment yet; the gems arrive when it does, with a notification.';
  return cardPaymentWords(view.payment);
}
