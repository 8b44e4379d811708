import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HolderRole, MONEY_HOLDERS } from './holders';
import { POT_GAMES } from './potGames';

// Every kind of ledger movement, read from the code that posts it, and what each does to an
// unwagered deposit (the issue: "sums, for every kind of ledger movement between players,
// whether unwagered deposit can leave through it"). A kind posted anywhere that is not
// classified here fails the test, so a new one is looked at before it ships.
//
// Gems reach one player from another only three ways, each carrying the sender's unwagered
// part (requirement.ts): a transfer between players (transferBetweenPlayers), a pool that
// players pay into and that pays players out (MONEY_HOLDERS role 'pool': move() carries in,
// payFromPool() shares out), or a pot of a game whose stakes other players share
// (potGames.ts: carrySharedPot() before the payouts). wageringPaths.test.ts runs a deposit
// through each and expects the receiver's withdrawal refused. Every other kind is the house,
// the operator or the outside world on one side, or the player's own vault.

type Path =
  /** From one player to another: must go through a carrying method. */
  | 'between players'
  /** Into or out of a pool several players share: carried in and shared out. */
  | 'pool'
  /** A stake or payout against the house; in a pot game the payout carries (carrySharedPot). */
  | 'house game'
  /** Paid by the house or promotions, derived from play or given: no player's gems in it. */
  | 'house-funded'
  /** The cashier or the skin market: where requirements start and are checked. */
  | 'outside'
  /** The player's own vault: nothing moves to anyone else. */
  | 'own';

const KINDS: Record<string, Path> = {
  tip: 'between players',
  'rain-tip': 'pool',
  'rain-payout': 'pool',
  'jackpot-feed': 'pool',
  jackpot: 'pool',
  bet: 'house game',
  payout: 'house game',
  refund: 'house game',
  // an inventory skin's value entering an upgrade's stake: staked against the house at once
  'skin-stake': 'house game',
  // the opener's stake and the referee's wagers are wagers against the house; the fee and
  // the commission are the house's money, bounded by noPositiveStrategy.test.ts
  'creator-fee': 'house-funded',
  'affiliate-commission': 'house-funded',
  rakeback: 'house-funded',
  'level-reward': 'house-funded',
  'challenge-reward': 'house-funded',
  'race-prize': 'house-funded',
  'wheel-prize': 'house-funded',
  'promo-code': 'house-funded',
  'gift-card': 'house-funded',
  'free-case': 'house-funded',
  'demo-grant': 'house-funded',
  'admin-adjust': 'house-funded',
  'deposit-bonus': 'outside',
  'crypto-deposit': 'outside',
  'card-deposit': 'outside',
  // a refund or chargeback of a card deposit: back to the card, out of the site
  'card-reversal': 'outside',
  'skin-deposit': 'outside',
  // a Steam reversal of a deposited skin's trade: the skin went back, out of the site
  'skin-reversal': 'outside',
  'crypto-withdrawal': 'outside',
  'crypto-withdrawal-refund': 'outside',
  'skin-purchase': 'outside',
  'vault-deposit': 'own',
  'vault-withdraw': 'own',
};

const SERVER = join(__dirname, '../../..');
function sources(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path, ext);
    return entry.name.endsWith(ext) && !entry.name.includes('.test.') ? [path] : [];
  });
}

interface Posting {
  kind: string;
  method: string;
  counterparty: string | null;
  where: string;
}

/** Every wallet call of the server with the kinds it can post, read from the source. */
function postings(): Posting[] {
  const found: Posting[] = [];
  const call =
    /\.(move|transferBetweenPlayers|payFromPool|feedPool|moveVault)\(\s*tx,\s*\{([\s\S]*?)\n\s*\}\)/g;
  for (const file of sources(SERVER, '.ts')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(call)) {
      const [, method, body] = match as unknown as [string, string, string];
      const kindLine = /\bkind: ([^,\n]+)/.exec(body);
      if (!kindLine) continue;
      const literals = [...kindLine[1]!.matchAll(/'([a-z][a-z0-9-]+)'/g)].map((m) => m[1]!);
      const counterparty = /counterparty: '([a-z]+)'/.exec(body)?.[1] ?? null;
      const where = relative(SERVER, file);
      expect(literals.length, `${where}: a kind the test cannot read`).toBeGreaterThan(0);
      for (const kind of literals) found.push({ kind, method, counterparty, where });
    }
    // settlement.closeOpenBet() posts its payout under the kind the caller names
    for (const m of text.matchAll(/payoutKind: ([^,\n]+)/g))
      for (const literal of m[1]!.matchAll(/'([a-z][a-z0-9-]+)'/g))
        found.push({
          kind: literal[1]!,
          method: 'move',
          counterparty: 'house',
          where: relative(SERVER, file),
        });
    // cashier/deposits/creditDeposit() posts the deposit from the cashier under the kind named
    for (const m of text.matchAll(/creditDeposit\(\s*tx,[^{]*\{([\s\S]*?)\n\s*\}\)/g))
      for (const literal of /\bkind: '([a-z][a-z0-9-]+)'/.exec(m[1]!)?.slice(1) ?? [])
        found.push({
          kind: literal,
          method: 'move',
          counterparty: 'cashier',
          where: relative(SERVER, file),
        });
    // cashier/deposits/releaseHeld() credits held gems from the cashier under the kind named
    for (const m of text.matchAll(/releaseHeld\(\s*\w+,\s*\{[^}]*?\bkind: '([a-z][a-z0-9-]+)'/g))
      found.push({
        kind: m[1]!,
        method: 'move',
        counterparty: 'cashier',
        where: relative(SERVER, file),
      });
  }
  for (const file of sources(join(SERVER, 'db/migrations'), '.sql'))
    for (const m of readFileSync(file, 'utf8').matchAll(/wallet_post\(\s*'([a-z][a-z0-9-]+)'/g))
      found.push({
        kind: m[1]!,
        method: 'sql',
        counterparty: 'house',
        where: relative(SERVER, file),
      });
  return found;
}

describe('ledger movement kinds', () => {
  const all = postings();

  it('finds the wallet calls (the scan still reads the code)', () => {
    expect(all.some((p) => p.kind === 'tip' && p.method === 'transferBetweenPlayers')).toBe(true);
    expect(all.some((p) => p.kind === 'bet' && p.method === 'sql')).toBe(true);
    const releases = all.filter((p) => /Release\.ts$/.test(p.where)).map((p) => p.kind);
    expect(releases.sort()).toEqual(['crypto-deposit', 'skin-deposit']);
    expect(all.length).toBeGreaterThan(25);
  });

  it('classifies every kind the code posts, and no kind it no longer posts', () => {
    const posted = [...new Set(all.map((p) => p.kind))].sort();
    const unclassified = posted.filter((kind) => !(kind in KINDS));
    expect(unclassified, 'classify these in KINDS').toEqual([]);
    expect(Object.keys(KINDS).sort()).toEqual(posted);
  });

  it('moves gems between players only through a path that carries the requirement', () => {
    const roleOf = (p: Posting): HolderRole | 'pool payout' | null =>
      p.method === 'transferBetweenPlayers'
        ? 'player'
        : p.method === 'payFromPool' || p.method === 'feedPool'
          ? 'pool payout'
          : p.counterparty !== null && p.counterparty in MONEY_HOLDERS
            ? MONEY_HOLDERS[p.counterparty as keyof typeof MONEY_HOLDERS]
            : null;
    for (const p of all) {
      const path = KINDS[p.kind]!;
      const role = roleOf(p);
      const label = `${p.kind} (${p.where}, ${p.method} ${p.counterparty ?? ''})`;
      if (path === 'between players') expect(role, label).toBe('player');
      else if (path === 'pool') expect(['pool', 'pool payout'], label).toContain(role);
      else if (path === 'own') expect(p.method, label).toBe('moveVault');
      else if (path === 'house game') expect(role, label).toBe('house');
      else if (path === 'house-funded') expect(['house', 'operator'], label).toContain(role);
      else expect(['outside', 'house', 'operator'], label).toContain(role);
      // and nothing classified otherwise reaches another player
      if (path !== 'between players') expect(role, label).not.toBe('player');
    }
  });

  it('carries a shared pot’s stakes in every game whose pot players share', () => {
    // The pot's settlement (Settlement.settlePot) carries before it pays, and nothing else does
    const calling = (call: string) =>
      sources(join(SERVER, 'domain'), '.ts').filter(
        (file) => !file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes(call),
      );
    expect(calling('wallet.carrySharedPot(').map((file) => file.slice(SERVER.length))).toEqual([
      join('/domain', 'settlement', 'settlement.ts'),
    ]);
    // one settler for each table of seats sharing a pot: the room driver's for every room game
    // played from its rules, each plug-in's for the rooms it keeps (the battles')
    const settlers = calling('settlement.settlePot(');
    const seatTables = new Set(Object.values(POT_GAMES));
    expect(settlers.length).toBe(seatTables.size);
    expect(settlers.some((file) => file.endsWith(join('rooms', 'roomGame.ts')))).toBe(true);
  });
});
