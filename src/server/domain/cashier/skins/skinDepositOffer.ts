import { randomUUID } from 'node:crypto';
import { formatGems } from '../../../../shared/money';
import type { SkinDepositItem } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { DomainError, conflict } from '../../errors';
import { assertDepositAllowed } from '../../responsibleGambling';
import { depositOfferSentNotice, depositEndedNotice } from './skinDepositNotices';
import type { SkinDepositDeps } from './skinDepositDeps';
import { assertSkinKyc } from './skinDepositKyc';
import { type SkinDepositRow, toSkinDeposit } from './skinDepositRows';
import { INSERT_DEPOSIT, MARK_FAILED, MARK_SENT, OPEN_DEPOSITS } from './skinDepositSql';
import { readDepositable, tradeAccountOf } from './skinInventoryRead';

export const depositInFlight = () =>
  conflict(
    'DEPOSIT_IN_FLIGHT',
    'A trade offer of yours is still waiting on Steam: accept or decline it first',
  );

/**
 * Opens a skin deposit: the picked skins must be in the player's inventory now, tradable and
 * valued by the catalogue; self-exclusion, deposit limits and the KYC level of skin deposits
 * are checked under the player's locks and the PENDING row committed (one offer in flight per
 * player) before the provider is asked to send the offer. Nothing is credited here: only the
 * completed trade credits (skinDepositUpdates.ts).
 */
export async function startSkinDeposit(
  deps: SkinDepositDeps,
  userId: string,
  assetIds: readonly string[],
) {
  const { config } = deps;
  const { tradeUrl, steamId } = await tradeAccountOf(deps, userId);
  const inventory = await readDepositable(deps, steamId);
  const byAsset = new Map(inventory.items.map((item) => [item.assetId, item]));
  const items: SkinDepositItem[] = [];
  for (const assetId of assetIds) {
    const skin = byAsset.get(assetId);
    if (!skin)
      throw conflict(
        'SKIN_NOT_DEPOSITABLE',
        'A chosen skin is no longer in your Steam inventory, or cannot be traded now',
      );
    items.push({ assetId, marketName: skin.marketName, value: skin.value, gems: skin.gems });
  }
  const value = items.reduce((sum, item) => sum + item.value, 0);
  const gems = items.reduce((sum, item) => sum + item.gems, 0);
  if (value < config.minValue)
    throw new DomainError(
      'AMOUNT_OUT_OF_RANGE',
      `A skin deposit is worth at least ${formatGems(config.minValue)} gems`,
      400,
    );
  const level = await deps.kycLevelOf(userId);
  const row = await transact(deps.db, async (tx) => {
    // The account before the users row (the ledger's lock order), as a deposit takes them.
    await deps.wallet.lockPlayers(tx, [userId]);
    const open = await tx.query(OPEN_DEPOSITS, [userId]);
    if (open.length > 0) throw depositInFlight();
    await assertDepositAllowed(tx, userId, gems);
    await assertSkinKyc(tx, config, userId, gems, level);
    const [inserted] = await tx.query<SkinDepositRow>(INSERT_DEPOSIT, [
      randomUUID(),
      userId,
      deps.provider.name,
      steamId,
      JSON.stringify(items),
      value,
      gems,
    ]);
    return inserted!;
  });
  let sent;
  try {
    sent = await deps.provider.sendOffer({
      reference: row.id,
      steamId,
      tradeToken: tradeUrl.token,
      assetIds: items.map((item) => item.assetId),
    });
  } catch {
    sent = {
      ok: false as const,
      reason: 'Steam did not answer: if a trade offer from us arrives, decline it',
    };
  }
  const moved = await settleSend(deps, row, sent);
  if (!sent.ok) throw new DomainError('OFFER_NOT_SENT', sent.reason, 502);
  return { deposit: toSkinDeposit(moved) };
}

/** The PENDING row's offer, or its failure, with the player's notice. */
async function settleSend(
  deps: SkinDepositDeps,
  row: SkinDepositRow,
  sent: { ok: true; offerId: string } | { ok: false; reason: string },
): Promise<SkinDepositRow> {
  return transact(deps.db, async (tx) => {
    const [moved] = await tx.query<SkinDepositRow>(sent.ok ? MARK_SENT : MARK_FAILED, [
      row.id,
      sent.ok ? sent.offerId : sent.reason.slice(0, 200),
      new Date(),
    ]);
    const now = deps.notifications.now();
    await deps.notifications.create(tx, {
      ...(sent.ok
        ? depositOfferSentNotice(row.userId, row.items.length, now)
        : depositEndedNotice(row.userId, 'FAILED', { count: row.items.length }, now)),
      subject: `skin-deposit:${row.id}`,
    });
    return moved ?? row;
  });
}
