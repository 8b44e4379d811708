import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { followCashier } from './cashier-live';
import { useCashier } from './cashier-store';
import { CashierLinks } from './CashierLinks';
import { CardDepositPanel } from './CardDepositPanel';
import { type CashierMode, CashierTabs, panelId, tabId } from './CashierTabs';
import { DepositPanel } from './DepositPanel';
import { SkinDepositPanel } from './SkinDepositPanel';
import { TransactionList } from './TransactionList';
import { WithdrawPanel } from './WithdrawPanel';
import './cashier.css';

const DESCRIPTIONS: Record<CashierMode, string> = {
  deposit: 'Send crypto to your address; gems arrive once it is confirmed.',
  card: "Pay by card on the card processor's page; gems arrive once it confirms.",
  skins: 'Trade CS2 skins from your Steam inventory; gems arrive once the trade completes.',
  withdraw: 'Cash out gems as crypto to your own wallet.',
};

const TITLES: Record<CashierMode, string> = {
  deposit: 'Deposit',
  card: 'Card deposit',
  skins: 'Skin deposit',
  withdraw: 'Withdraw',
};

/** The opening mode from the modal's props: withdraw, card or skins when asked, else deposit. */
export function modeOf(props: Record<string, unknown>): CashierMode {
  return props.mode === 'withdraw' || props.mode === 'card' || props.mode === 'skins'
    ? props.mode
    : 'deposit';
}

/** CASHIER: deposit crypto, by card or in skins, withdraw crypto, with the player's recent transactions. */
export default function CashierView({ modal }: ModalViewProps) {
  const baseId = useId();
  const [mode, setMode] = useState<CashierMode>(() => modeOf(modal.props));
  const status = useCashier((state) => state.status);
  const error = useCashier((state) => state.error);
  const load = useCashier((state) => state.load);

  useEffect(() => {
    void load();
    return followCashier();
  }, [load]);

  return (
    <ModalFrame
      title={TITLES[mode]}
      description={DESCRIPTIONS[mode]}
      onClose={() => closeModalById(modal.modalId)}
    >
      <div className="cashier">
        <CashierTabs baseId={baseId} mode={mode} onChange={setMode} />
        <div
          role="tabpanel"
          id={panelId(baseId)}
          aria-labelledby={tabId(baseId, mode)}
          className="cashier__panel"
        >
          {mode === 'card' ? (
            // A card deposit needs none of the crypto data.
            <CardDepositPanel />
          ) : mode === 'skins' ? (
            <SkinDepositPanel />
          ) : status === 'ready' ? (
            mode === 'deposit' ? (
              <DepositPanel />
            ) : (
              <WithdrawPanel />
            )
          ) : status === 'error' ? (
            <div className="cashier-stack">
              <p className="cashier-error" role="alert">
                {error}
              </p>
              <Button onClick={() => void load()}>Try again</Button>
            </div>
          ) : (
            <div className="cashier-skeleton" aria-busy="true" aria-label="Loading the cashier">
              <span className="skeleton cashier-skeleton__picker" />
              <span className="skeleton cashier-skeleton__address" />
              <span className="skeleton cashier-skeleton__calc" />
            </div>
          )}
        </div>
        <CashierLinks />
        {status === 'ready' && <TransactionList />}
      </div>
    </ModalFrame>
  );
}
