import { autocommit } from '../../../db/transaction';
import type { CardCashierConfig } from './cardConfig';
import { CardCashier } from './cardCashier';
import type { CardCashierDeps } from './cardDeps';
import type { CardProcessor } from './cardProcessor';
import { KYC_LEVEL } from './cardSql';
import { CheckoutComProcessor, type Fetch } from './checkoutCom';
import { SandboxCardProcessor } from './sandboxCardProcessor';

export type CardCashierWiring = Omit<CardCashierDeps, 'processor' | 'config' | 'kycLevelOf'> & {
  kycLevelOf?: CardCashierDeps['kycLevelOf'];
  /** Tests pass a processor of their own, or the fetch Checkout.com is called through. */
  processor?: CardProcessor;
  fetch?: Fetch;
};

/** The processor the configuration names; the sandbox by default. */
export function createCardProcessor(config: CardCashierConfig, fetchFn?: Fetch): CardProcessor {
  const p = config.processor;
  if (p.kind === 'sandbox') return new SandboxCardProcessor(p.webhookSecret, config.sandboxPageUrl);
  const { kind: _kind, ...settings } = p;
  return new CheckoutComProcessor(settings, fetchFn);
}

export function createCardCashier(config: CardCashierConfig, wiring: CardCashierWiring) {
  const { processor, fetch: fetchFn, kycLevelOf, ...rest } = wiring;
  return new CardCashier({
    ...rest,
    config,
    processor: processor ?? createCardProcessor(config, fetchFn),
    kycLevelOf:
      kycLevelOf ??
      (async (userId) => {
        const [row] = await autocommit(wiring.db, (tx) =>
          tx.query<{ level: number }>(KYC_LEVEL, [userId]),
        );
        return row?.level ?? 0;
      }),
  });
}
