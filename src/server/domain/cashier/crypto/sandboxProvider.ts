import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './paymentProvider';
import { WebhookRefused } from './paymentProvider';

/** A payout to an address starting with this fails at the sandbox (to see a refund). */
export const SANDBOX_FAILING_ADDRESS_PREFIX = 'sandboxfail';

/**
 * The offline provider of the default start: it issues addresses of its own and completes
 * payouts at once. Deposits arrive through the operator command (`npm run cashier:sandbox`),
 * which calls the service directly, so it accepts no webhooks.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async createDepositAddress(input: Parameters<PaymentProvider['createDepositAddress']>[0]) {
    const tag = randomBytes(10).toString('hex');
    return {
      address: `sandbox-${input.method.symbol.toLowerCase()}-${input.method.blockchain.toLowerCase()}-${tag}`,
      extraId: '',
      providerRef: null,
      singleUse: false,
    };
  }

  async sendPayout(input: Parameters<PaymentProvider['sendPayout']>[0]) {
    if (input.address.startsWith(SANDBOX_FAILING_ADDRESS_PREFIX))
      return {
        externalId: `sandbox-payout-${input.reference}`,
        status: 'FAILED' as const,
        txHash: null,
        error: 'The sandbox refuses this address',
      };
    return {
      externalId: `sandbox-payout-${input.reference}`,
      status: 'COMPLETED' as const,
      txHash: `sandbox-tx-${randomBytes(16).toString('hex')}`,
      error: null,
    };
  }

  readWebhook(): never {
    throw new WebhookRefused('The sandbox provider sends no webhooks');
  }

  /** A fresh id for a sandbox on-chain transaction. */
  newTxId(): string {
    return `sandbox-tx-${randomBytes(16).toString('hex')}`;
  }
}
