import { useEffect, useRef, useState } from 'react';
import type { Hundredths } from '../../../shared/money';
import { Amount } from '../../ui/Amount';
import { LineIcon } from '../../ui/LineIcon';

interface WalletProps {
  balance: Hundredths;
  onDeposit: () => void;
}

/** The header balance with its Deposit button; the figure flashes green or red as it moves. */
export function Wallet({ balance, onDeposit }: WalletProps) {
  const previous = useRef(balance);
  const [change, setChange] = useState<{ direction: 'up' | 'down'; id: number } | null>(null);

  useEffect(() => {
    if (balance === previous.current) return;
    const direction = balance > previous.current ? 'up' : 'down';
    previous.current = balance;
    setChange((last) => ({ direction, id: (last?.id ?? 0) + 1 }));
  }, [balance]);

  return (
    <div className="wallet">
      <div className="wallet__balance" data-testid="header-balance" title="Balance">
        <span className="visually-hidden">Balance: </span>
        {/* The key restarts the flash animation on every change. */}
        <span
          key={change?.id ?? 0}
          className={
            change ? `wallet__figure wallet__figure--${change.direction}` : 'wallet__figure'
          }
        >
          <Amount personal value={balance} />
        </span>
      </div>
      <button type="button" className="wallet__deposit" onClick={onDeposit} aria-label="Deposit">
        <LineIcon path="M12 5v14M5 12h14" size={18} strokeWidth={2.5} />
        <span className="wallet__deposit-label" aria-hidden="true">
          Deposit
        </span>
      </button>
    </div>
  );
}
