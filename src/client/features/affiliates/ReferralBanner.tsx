import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ChatActionButton } from '../chat/ChatActionButton';
import { openModal } from '../modals/modal-store';
import type { ReferralLanding } from './use-referral-landing';
import './affiliates.css';

/** The referral landing's free-cases banner, or why this link gives nothing here. */
export function ReferralBanner({ landing }: { landing: ReferralLanding }) {
  if (landing.kind === 'loading') return null;
  if (landing.kind === 'invalid')
    return (
      <Banner title="Referral link not found">
        {landing.message.replace(/\.$/, '')}. You can still sign up and play.
      </Banner>
    );
  const { referral } = landing;
  if (referral.status === 'NOT_FOUND' || referral.affiliate === null)
    return (
      <Banner title="Referral link not found">
        Nobody has the code {referral.code}. You can still sign up and play.
      </Banner>
    );
  const bonus = `+${Math.round(referral.depositBonus.factor * 100)}%`;
  if (landing.kind === 'linked')
    return (
      <Banner
        title="Welcome aboard!"
        action={
          <Button variant="primary" onClick={() => void openModal('INVENTORY', {})}>
            View Inventory
          </Button>
        }
      >
        Your {referral.freeCases} free cases are in your inventory (they open once your bets&apos;
        house edge covers their worth) and your {bonus} deposit bonus is ready at the cashier.
      </Banner>
    );
  if (referral.status === 'OWN_CODE')
    return (
      <Banner title="This is your own referral link">
        Share it: players who sign up through it get {referral.freeCases} free cases and a {bonus}{' '}
        deposit bonus. Your own account cannot use it.
      </Banner>
    );
  if (referral.status === 'SIGNED_IN')
    return (
      <Banner title="You already have an account">
        {referral.affiliate}&apos;s invite is for new players, so nothing was added to your account.
      </Banner>
    );
  return (
    <Banner
      title={`${referral.affiliate} invited you`}
      action={<ChatActionButton action="auth" size="md" />}
    >
      {referral.freeCases} free cases after signing in and a {bonus} deposit bonus.
    </Banner>
  );
}

function Banner(props: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="referral-banner" aria-labelledby="referral-banner-title">
      <div>
        <h2 id="referral-banner-title" className="referral-banner__title">
          {props.title}
        </h2>
        <p className="referral-banner__text">{props.children}</p>
      </div>
      {props.action}
    </section>
  );
}
