import { useCallback, useEffect, useState } from 'react';
import { AFFILIATE_COMMISSION_BPS, referralPath } from '../../../shared/affiliates';
import type { HttpResponse, Referee } from '../../../shared/contract';
import { REFEREES_PAGE_SIZE } from '../../../shared/contract/affiliates';
import { messageOf } from '../../lib/api-error';
import { formatAmount } from '../../ui/amount';
import { Button } from '../../ui/Button';
import { openModal } from '../modals/modal-store';
import { FormError, FormNotice } from '../session/FormError';
import { sessionStore } from '../session/session-store';
import { AffiliateCodeForm } from './AffiliateCodeForm';
import { AffiliateStats } from './AffiliateStats';
import { CopyLinkButton } from './CopyLinkButton';
import { RefereesTable } from './RefereesTable';
import { affiliatesApi } from './affiliates-api';
import '../../ui/settings-card.css';
import '../session/auth-dialog.css';
import './affiliates.css';

type Overview = HttpResponse<'getAffiliate'>;

/** /profile/affiliate: the player's code and link, what it brought them, and their referees. */
export function AffiliatePanel() {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [referees, setReferees] = useState<{ list: Referee[]; total: number; page: number }>({
    list: [],
    total: 0,
    page: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [editing, setEditing] = useState(false);

  const loadReferees = useCallback(async (page: number) => {
    const answer = await affiliatesApi.referees(page);
    setReferees({ list: answer.referees, total: answer.total, page });
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all([affiliatesApi.get(), affiliatesApi.referees(0)]).then(
      ([loaded, list]) => {
        if (!current) return;
        setOverview(loaded);
        setReferees({ list: list.referees, total: list.total, page: 0 });
      },
      (caught: unknown) => current && setError(messageOf(caught)),
    );
    return () => {
      current = false;
    };
  }, []);

  async function saveCode(code: string) {
    const saved = await affiliatesApi.createCode(code);
    setOverview(saved);
    setEditing(false);
    setNotice(`Your code is now ${saved.affiliate.code}.`);
  }

  async function claim() {
    setClaiming(true);
    setError(null);
    setNotice(null);
    try {
      const paid = await affiliatesApi.claim();
      sessionStore.getState().setBalance({
        balance: paid.balance,
        ledgerPosition: paid.ledgerPosition,
      });
      setOverview((previous) => previous && { ...previous, affiliate: paid.affiliate });
      setNotice(`Claimed ${formatAmount(paid.claimed)} gems.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setClaiming(false);
    }
  }

  const changePage = (page: number) => void loadReferees(page).catch((e) => setError(messageOf(e)));

  if (!overview)
    return (
      <div className="affiliate">
        <FormError message={error} />
        {!error && <p aria-busy="true">Loading your affiliate page…</p>}
      </div>
    );

  const { affiliate, referredBy } = overview;
  const link = affiliate.code ? `${window.location.origin}${referralPath(affiliate.code)}` : null;
  return (
    <div className="affiliate">
      <section className="settings-card" aria-labelledby="affiliate-code-title">
        <h2 id="affiliate-code-title" className="settings-card__title">
          Your referral link
        </h2>
        <p className="settings-card__text">
          Players who sign up through your link get 3 free cases and a +5% deposit bonus. You earn{' '}
          {AFFILIATE_COMMISSION_BPS / 100}% of the house edge on every bet they place, for as long
          as they play.
        </p>
        {link && !editing && (
          <div className="affiliate-link">
            <label className="visually-hidden" htmlFor="affiliate-link-input">
              Your referral link
            </label>
            <input
              id="affiliate-link-input"
              className="affiliate-link__input"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyLinkButton link={link} />
            {affiliate.canChangeCode && (
              <Button variant="ghost" onClick={() => setEditing(true)}>
                Change code
              </Button>
            )}
          </div>
        )}
        {(!link || editing) && <AffiliateCodeForm current={affiliate.code} onSave={saveCode} />}
      </section>

      <FormError message={error} />
      <FormNotice message={notice} />
      <AffiliateStats summary={affiliate} claiming={claiming} onClaim={() => void claim()} />

      <section className="settings-card" aria-labelledby="affiliate-promo-title">
        <h2 id="affiliate-promo-title" className="settings-card__title">
          Promo codes
        </h2>
        <p className="settings-card__text">Have a promo code? Redeem it for rewards.</p>
        <div>
          <Button variant="primary" onClick={() => void openModal('REDEEM_PROMO_CODE', {})}>
            Promo Code
          </Button>
        </div>
        {referredBy && (
          <p className="settings-card__text">
            You joined with {referredBy.affiliate}&apos;s code <strong>{referredBy.code}</strong>: a
            +{Math.round(referredBy.depositBonus.factor * 100)}% deposit bonus applies at the
            cashier.
          </p>
        )}
      </section>

      <section className="settings-card" aria-labelledby="affiliate-referees-title">
        <h2 id="affiliate-referees-title" className="settings-card__title">
          Referees
        </h2>
        <RefereesTable
          referees={referees.list}
          total={referees.total}
          page={referees.page}
          pageSize={REFEREES_PAGE_SIZE}
          onPage={changePage}
        />
      </section>
    </div>
  );
}
