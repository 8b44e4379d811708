import type { FastifyInstance } from 'fastify';
import { cashierCryptoCalls } from '../../../../shared/contract/cashierCrypto';
import { assertCan } from '../../accounts';
import type { SessionContext } from '../../accounts';
import { assertStaffTwoFactor } from '../../admin';
import { toCryptoTransaction, trimCoin } from '../crypto/cryptoTransactionRow';
import { WebhookRefused } from '../crypto/paymentProvider';
import { SandboxPaymentProvider } from '../crypto/sandboxProvider';
import { DomainError, conflict, notFound } from '../../errors';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function cashierCryptoRoutes(app: FastifyInstance, services: Services) {
  const cashier = services.cryptoCashier;
  route(app, services, cashierCryptoCalls.createDepositAddress, async ({ body, session }) => ({
    address: await cashier.depositAddress(session.userId, body.symbol, body.blockchain),
  }));
  route(
    app,
    services,
    cashierCryptoCalls.withdrawCrypto,
    async ({ body, session }) => cashier.withdraw(session.userId, body),
    { limit: { action: 'money' } },
  );
  route(app, services, cashierCryptoCalls.listCryptoTransactions, async ({ session }) => ({
    transactions: await cashier.transactionsOf(session.userId),
  }));
  route(app, services, cashierCryptoCalls.adminListPendingWithdrawals, async ({ session }) => ({
    withdrawals: await cashier.pendingWithdrawals(session.userId),
  }));
  // Each decision that moves money asks the operator's fresh 2FA once their right to it is
  // checked (staffTwoFactor.ts).
  const fresh = (session: SessionContext, code: string | undefined) => () =>
    assertStaffTwoFactor(services.db, session, code);
  route(app, services, cashierCryptoCalls.adminApproveWithdrawal, async ({ body, session }) => ({
    withdrawal: await cashier.approve(
      session.userId,
      body.id,
      body.reason ?? null,
      fresh(session, body.code),
    ),
  }));
  route(app, services, cashierCryptoCalls.adminRejectWithdrawal, async ({ body, session }) => ({
    withdrawal: await cashier.reject(
      session.userId,
      body.id,
      body.reason,
      fresh(session, body.code),
    ),
  }));
  route(app, services, cashierCryptoCalls.adminListStuckWithdrawals, async ({ session }) => ({
    withdrawals: await cashier.stuckWithdrawals(session.userId),
  }));
  route(app, services, cashierCryptoCalls.adminResendWithdrawal, async ({ body, session }) => ({
    withdrawal: await cashier.resend(
      session.userId,
      body.id,
      body.reason ?? null,
      fresh(session, body.code),
    ),
  }));
  route(app, services, cashierCryptoCalls.adminFailWithdrawal, async ({ body, session }) => ({
    withdrawal: await cashier.failStuck(
      session.userId,
      body.id,
      body.reason,
      fresh(session, body.code),
    ),
  }));
  route(app, services, cashierCryptoCalls.adminListHeldDeposits, async ({ session }) => ({
    deposits: await cashier.heldDeposits(session.userId),
  }));

  // The sandbox's "blockchain", driven by the operator command (tools/cashier-sandbox.ts).
  const sandbox = () => {
    const provider = cashier.provider;
    if (!(provider instanceof SandboxPaymentProvider))
      throw notFound('The sandbox payment provider is not in use');
    return provider;
  };
  route(app, services, cashierCryptoCalls.adminSandboxCryptoDeposit, async ({ body, session }) => {
    const provider = sandbox();
    assertCan(await services.accounts.rolesOf(session.userId), 'cashier.withdrawals');
    const address = await cashier.depositAddressByAddress(body.address);
    if (!address) throw notFound('No deposit address like that');
    const txId = provider.newTxId();
    const result = await cashier.applyDeposit({
      type: 'deposit',
      externalId: txId,
      symbol: address.symbol,
      blockchain: address.blockchain,
      address: address.address,
      extraId: address.extraId,
      txHash: txId,
      coinAmount: body.coinAmount,
      confirmations: 0,
      requiredConfirmations: null,
      final: false,
    });
    if (!('row' in result) || !result.row) throw notFound('No deposit address like that');
    return { txId, transaction: toCryptoTransaction(result.row) };
  });
  route(app, services, cashierCryptoCalls.adminSandboxCryptoConfirm, async ({ body, session }) => {
    sandbox();
    assertCan(await services.accounts.rolesOf(session.userId), 'cashier.withdrawals');
    const row = await cashier.pendingDepositByReference(body.reference);
    if (!row) throw notFound('No pending deposit with that address or txid');
    const result = await cashier.applyDeposit({
      type: 'deposit',
      externalId: row.externalId!,
      symbol: row.symbol,
      blockchain: row.blockchain,
      address: row.address,
      extraId: row.extraId,
      txHash: row.txHash,
      coinAmount: trimCoin(row.coinAmount),
      confirmations: body.all ? row.requiredConfirmations : row.confirmations + 1,
      requiredConfirmations: null,
      final: false,
    });
    if (!('row' in result) || !result.row)
      throw new DomainError('NOT_CONFIRMED', 'Not confirmed', 409);
    return { transaction: toCryptoTransaction(result.row) };
  });

  // Server to server: no session, the provider's signature is the authentication, checked
  // over the body exactly as posted (the contract keeps every field). A bad signature is
  // 401, a replay of a notice already applied 409: neither changes anything.
  route(app, services, cashierCryptoCalls.cryptoWebhook, async ({ request }) => {
    let notice;
    try {
      notice = cashier.provider.readWebhook(request.headers, request.body);
    } catch (error) {
      if (error instanceof WebhookRefused)
        throw new DomainError('WEBHOOK_REFUSED', error.message, 401);
      throw error;
    }
    const result = await cashier.applyNotice(notice);
    if (isReplay(notice.type, result.outcome))
      throw conflict('NOTICE_REPLAYED', 'This notice was already applied');
    return { ok: true as const, outcome: result.outcome };
  });
}

/** A deposit already counted, or a payout already final: the notice can change nothing. */
function isReplay(type: string, outcome: string): boolean {
  return (
    (type === 'deposit' && outcome === 'replayed') || (type === 'payout' && outcome === 'unchanged')
  );
}
