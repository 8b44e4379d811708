import { choiceOf, type InstantGameManifest, type PricedItem } from '../../../../games/manifest';
import { DEFAULT_PACE, type Pace } from '../../../../games/pace';
import { DomainError, notFound } from '../errors';
import type { CaseRarity, GameKind } from '../../../shared/contract';
import type { BetRecord } from '../../../shared/contract/instantGames';
import { transact } from '../../db/transaction';
import type { LiveDrops } from '../liveDrops/liveDrops';
import { revealInMs } from '../settlement/reveal';
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
    /** Prices the catalogue items a bet names (the upgrader's target); never the client. */
    private readonly itemPrices?: ItemPrices,
    /** Where an item won (the upgrader's target) is published; without it, nowhere. */
    private readonly liveDrops?: LiveDrops,
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
    assertBetAmount(body.amount, this.limits);
    const { amount, choice, images } = await this.settleOn(manifest, body);
    assertBetAmount(amount, this.limits);
    assertBestPayoutWithinLimit(amount, (a) => manifest.bestPayout(a, choice), this.limits);
    const { bet, balance, ledgerPosition } = await this.place(manifest, images, {
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
    });
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
   * drop, held like the payout until the betting tab's animation has landed.
   */
  private async place<K extends string, O>(
    manifest: Pick<InstantGameManifest<K, { amount: number }, O>, 'kind' | 'wonItem'>,
    images: ReadonlyMap<string, string | null>,
    input: InstantBetInput<K, O>,
  ) {
    const { wonItem } = manifest;
    const drops = this.liveDrops;
    if (!wonItem || !drops) return placeInstantBet(this.deps, input);
    await this.deps.switchboard.assertOpen(input.game);
    return transact(this.deps.db, async (tx) => {
      const placed = await settleInstantBet(this.deps, input, tx);
      const item = wonItem(placed.bet.outcome);
      if (item)
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
      return placed;
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
  ): Promise<{ amount: number; choice: C; images: ReadonlyMap<string, string | null> }> {
    const rules = manifest.pricedBet;
    if (!rules) return { amount: body.amount, choice: choiceOf(body) as C, images: new Map() };
    if (!this.itemPrices)
      throw new Error(`${manifest.kind} prices its bets: give it the catalogue`);
    const ids = rules.items(body);
    const found = await this.itemPrices.lookUp(ids);
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
    const settled = rules.price(body, priced);
    if (!settled.ok) throw new DomainError(settled.code, settled.message);
    return { amount: settled.amount, choice: settled.choice, images };
  }
}
