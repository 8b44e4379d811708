import { randomUUID } from 'node:crypto';
import {
  type HeldItem,
  type InstantGameManifest,
  type PricedItem,
  choiceOf,
} from '../../../../games/manifest';
import { DEFAULT_PACE, type Pace } from '../../../../games/pace';
import { DomainError, notFound } from '../errors';
import type { CaseRarity, GameKind } from '../../../shared/contract';
import type { BetRecord } from '../../../shared/contract/instantGames';
import { transact } from '../../db/transaction';
import type { LiveDrops } from '../liveDrops';
import { revealInMs } from '../settlement';
import {
  type BetLimits,
  DEFAULT_BET_LIMITS,
  assertBestPayoutWithinLimit,
  assertBetAmount,
} from './betLimits';
import { toBetRecord } from './betRecord';
import {
  type GameDeps,
  type InstantBetInput,
  placeInstantBet,
  settleInstantBet,
} from './instantBet';
import type { HeldItemStakes } from './heldItemStakes';
import type { ItemPrices } from './itemPrices';
import type { GameRegistry } from './registry';

type AnyInstantGame = InstantGameManifest<string, { amount: number }, unknown>;

/**
 * Every one-request game (dice, plinko, and whatever the registry adds), served from its
 * manifest: the contract already checked the bet, so this only asserts the limits the
 * operator sets, then settles through the shared instant-bet step.
 */
export class InstantGames {
  private readonly byKind: Map<string, AnyInstantGame>;

  constructor(
    private readonly deps: GameDeps,
    registry: GameRegistry,
    private readonly limits: BetLimits = DEFAULT_BET_LIMITS,
    /** Prices the catalogue items a bet names (the Skin Upgrader's target); never the client. */
    private readonly itemPrices?: ItemPrices,
    /** Where an item won (the Skin Upgrader's target) is published; without it, nowhere. */
    private readonly liveDrops?: LiveDrops,
    /** Inventory skins as stakes, and won skins kept (the Skin Upgrader); without it, refused. */
    private readonly heldItems?: HeldItemStakes,
  ) {
    this.byKind = new Map(registry.instantGames.map((game) => [game.kind, game]));
  }

  /**
   * Settles one bet of `kind`; the body is the game's contract bet (already parsed), the
   * pace how fast the betting tab animates it (no other view shows it before it lands).
   */
  async bet<K extends string, B extends { amount: number }, O, C>(
    game: InstantGameManifest<K, B, O, C> | K,
    userId: string,
    body: B,
    pace: Pace = DEFAULT_PACE,
  ) {
    const manifest = (typeof game === 'string' ? this.byKind.get(game) : game) as
      InstantGameManifest<K, B, O, C> | undefined;
    if (!manifest || this.byKind.get(manifest.kind) !== (manifest as unknown)) {
      throw notFound(`No such game: ${typeof game === 'string' ? game : game.kind}`);
    }
    const heldIds = manifest.pricedBet?.heldItems?.(body) ?? [];
    // With skins staked, the gems alone may be 0: the whole stake is checked once priced.
    if (heldIds.length === 0) assertBetAmount(body.amount, this.limits);
    const { amount, choice, images, held } = await this.settleOn(manifest, body, userId, heldIds);
    assertBetAmount(amount, this.limits);
    assertBestPayoutWithinLimit(amount, (a) => manifest.bestPayout(a, choice), this.limits);
    const keepsWonItem = manifest.pricedBet?.keepsWonItem?.(choice) ?? false;
    const { bet, balance, ledgerPosition } = await this.place(
      manifest,
      images,
      {
        userId,
        game: manifest.kind,
        amount,
        // The choice is a plain object of the game's own (the manifest's C): kept as JSON.
        params: choice as Record<string, unknown>,
        decide: (seeds) => {
          const outcome = manifest.outcome(seeds, choice);
          return {
            ...manifest.settle(amount, outcome, seeds),
            outcome,
            revealMs: manifest.revealMs(outcome, pace),
          };
        },
      },
      { held, keepsWonItem },
    );
    const record = toBetRecord(bet);
    // After commit (the bet above settled on its own): a stream's browser source plays it.
    const animationMs = Math.ceil(manifest.revealMs(bet.outcome, pace));
    this.deps.events.emit('bet.played', {
      userId,
      bet: record as unknown as BetRecord,
      pace,
      revealInMs: revealInMs(animationMs),
      animationMs,
    });
    return { bet: record, balance, ledgerPosition };
  }

  /**
   * Settles the bet. A game that wins items settles in a transaction with the item's live
   * drop, held like the payout until the betting tab's animation has landed; a bet staking
   * inventory skins, or keeping a won skin, with those skins too (heldItemStakes.ts).
   */
  private async place<K extends string, O>(
    manifest: Pick<InstantGameManifest<K, { amount: number }, O>, 'kind' | 'wonItem'>,
    images: ReadonlyMap<string, string | null>,
    input: InstantBetInput<K, O>,
    stake: { held: readonly HeldItem[]; keepsWonItem: boolean },
  ) {
    const { wonItem } = manifest;
    const drops = this.liveDrops;
    const withItems = stake.held.length > 0 || stake.keepsWonItem;
    if (!withItems && (!wonItem || !drops)) return placeInstantBet(this.deps, input);
    const skins = this.heldItems;
    if (withItems && !skins)
      throw new Error(`${manifest.kind} stakes skins: give it the inventory`);
    await this.deps.switchboard.assertOpen(input.game);
    return transact(this.deps.db, async (tx) => {
      const betId = randomUUID();
      if (stake.held.length > 0) await skins!.stake(tx, input.userId, betId, stake.held);
      const placed = await settleInstantBet(
        this.deps,
        { ...input, betId, ...(stake.keepsWonItem ? { payoutBuysItem: true } : {}) },
        tx,
      );
      if (stake.held.length > 0) await skins!.consume(tx, input.userId, betId, stake.held);
      const item = wonItem?.(placed.bet.outcome) ?? null;
      let answer = placed;
      if (item && stake.keepsWonItem) {
        const moved = await skins!.deliver(tx, input.userId, betId, item, placed.revealInMs);
        answer = { ...placed, balance: moved.balance, ledgerPosition: moved.ledgerPosition };
      }
      if (item && drops)
        await drops.record(tx, {
          userId: input.userId,
          game: manifest.kind as GameKind,
          betId: placed.bet.id,
          item: {
            name: item.name,
            image: images.get(item.id) ?? null,
            rarity: item.rarity as CaseRarity,
            price: item.price,
          },
          showInMs: placed.revealInMs,
        });
      return answer;
    });
  }

  /**
   * The stake and the choice a bet settles on: the bet itself, or, for a game that prices
   * its bet, what its rules make of it with the catalogue's prices. Unknown and unpriced
   * items are refused here, before the rules see them.
   */
  private async settleOn<B extends { amount: number }, C>(
    manifest: InstantGameManifest<string, B, unknown, C>,
    body: B,
    userId: string,
    heldIds: readonly string[],
  ): Promise<{
    amount: number;
    choice: C;
    images: ReadonlyMap<string, string | null>;
    held: HeldItem[];
  }> {
    const rules = manifest.pricedBet;
    if (!rules)
      return { amount: body.amount, choice: choiceOf(body) as C, images: new Map(), held: [] };
    if (!this.itemPrices)
      throw new Error(`${manifest.kind} prices its bets: give it the catalogue`);
    if (heldIds.length > 0 && !this.heldItems)
      throw new Error(`${manifest.kind} stakes skins: give it the inventory`);
    // The skins as they stand now; the bet's transaction locks them and checks them again.
    const skins = heldIds.length > 0 ? await this.heldItems!.read(userId, heldIds) : [];
    const ids = rules.items(body);
    const found = await this.itemPrices.lookUp([
      ...new Set([...ids, ...skins.map((skin) => skin.item_id)]),
    ]);
    const priced = new Map<string, PricedItem>();
    // Not part of the choice (a verifier needs no pictures): only a won item's drop shows it.
    const images = new Map<string, string | null>();
    for (const id of ids) {
      const item = found.get(id);
      if (!item) {
        throw new DomainError('UNKNOWN_ITEM', `There is no item "${id}" in the catalogue`);
      }
      if (item.price === null || item.price <= 0) {
        throw new DomainError('ITEM_UNPRICED', `${item.name} has no price right now: pick another`);
      }
      priced.set(id, { id: item.id, name: item.name, rarity: item.rarity, price: item.price });
      images.set(id, item.image ?? null);
    }
    const byId = new Map(skins.map((skin) => [skin.id, skin]));
    const held = heldIds.map((id): HeldItem => {
      const skin = byId.get(id)!;
      const price = found.get(skin.item_id)?.price ?? null;
      if (price === null || price <= 0)
        throw new DomainError(
          'ITEM_UNPRICED',
          `${skin.name} has no price right now: stake another`,
        );
      return { id, item: skin.item_id, name: skin.name, price };
    });
    const settled = rules.price(body, priced, held);
    if (!settled.ok) throw new DomainError(settled.code, settled.message);
    return { amount: settled.amount, choice: settled.choice, images, held };
  }
}
