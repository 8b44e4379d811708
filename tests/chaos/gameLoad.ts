import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Player } from '../cluster/player';
import { type LoadPlayer, type Tally, moneyRoom, send } from './loadPlayer';

// The chaos load's operations beyond the wallet's: coin flips between the load's players (or
// against the bot), case battles against the house's bots, rakeback and promo-code claims,
// and sandbox crypto withdrawals. A flip or battle is settled later by whichever node gets
// there, so its money is read from the database at the end (gameBooks.ts): every seat an
// answer named must be there, settled once; a create or join without a sure answer may have
// taken a seat or not. Games left open (nobody joined, a bot call unanswered) are filled with
// bots before the books are checked.

const FLIP_PATH = '/api/games/coinflip';
const BATTLE_PATH = '/api/case-battles';
/** A flip nobody joins this long gets the bot from its creator. */
const FLIP_OPEN_MS = 3_000;
/** Withdrawals per cashier player: under the 2FA throttle (10 codes per 15 minutes). */
const WITHDRAWALS_MAX = 6;
const WITHDRAWAL_EVERY_MS = 15_000;
/** A sandbox LTC address: the sandbox pays it. */
const LTC_ADDRESS = 'ltc1qg82hxkz3rn4w6dwzm0tq8l3j0d2';

interface OpenGame {
  id: string;
  creator: LoadPlayer;
  at: number;
}

/** What the players share: the battle case, the flips open to join, games to fill later. */
export interface GameTable {
  caseSlug: string;
  casePrice: number;
  openFlips: OpenGame[];
  /** Battles whose bot call had no sure answer: their creator calls again. */
  openBattles: OpenGame[];
}

/** The cheapest case on offer: a battle seat against a bot costs its price. */
export async function gameTable(anyone: Player): Promise<GameTable> {
  const res = await anyone.get('/api/cases');
  if (res.status !== 200) throw new Error(`cases: ${res.status} ${JSON.stringify(res.body)}`);
  const cheapest = (res.body.cases as { slug: string; price: number }[])[0];
  if (!cheapest) throw new Error('no case to battle with');
  return { caseSlug: cheapest.slug, casePrice: cheapest.price, openFlips: [], openBattles: [] };
}

/** Turns 2FA on for `player`, keeping its backup codes: it may now withdraw. */
export async function makeCashier(player: LoadPlayer): Promise<void> {
  const setup = await player.client.post('/api/auth/2fa/setup');
  if (setup.status !== 200) throw new Error(`2fa setup: ${setup.status}`);
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret as string) });
  const enable = await player.client.post('/api/auth/2fa/enable', { code: totp.generate() });
  if (enable.status !== 200) throw new Error(`2fa enable: ${enable.status}`);
  player.backupCodes = [...(enable.body.backupCodes as string[])];
  player.cashier = true;
}

const unsure = (outcome: string) => outcome !== 'ok' && outcome !== 'refused';

/** One operation of the games, claims or cashier, picked at random. */
export async function gameOperation(
  tally: Tally,
  player: LoadPlayer,
  everyone: LoadPlayer[],
  table: GameTable,
): Promise<void> {
  const pick = Math.random();
  if (pick < 0.45) await flipOperation(tally, player, table);
  else if (pick < 0.7) await battleOperation(tally, player, table);
  else if (pick < 0.85 || !withdrawalDue(player)) await claimOperation(tally, player);
  else await withdrawOperation(tally, player);
}

/** Joins a flip another player opened, or opens one. */
async function flipOperation(tally: Tally, player: LoadPlayer, table: GameTable) {
  const index = table.openFlips.findIndex((g) => g.creator !== player);
  if (index >= 0) {
    const [game] = table.openFlips.splice(index, 1);
    const { outcome, body } = await send(tally, player, `${FLIP_PATH}/${game!.id}/join`, undefined);
    if (outcome === 'ok') {
      player.gameIds.add(game!.id);
      player.balance = body.balance as number;
    } else if (unsure(outcome)) {
      player.unsureGames++;
      // Maybe still open: its creator calls the bot, which a joined game refuses.
      table.openFlips.push(game!);
    }
    return;
  }
  const amount = 10 + randomInt(41);
  const { outcome, body } = await send(tally, player, FLIP_PATH, {
    amount,
    side: Math.random() < 0.5 ? 'T' : 'CT',
  });
  if (outcome === 'ok') {
    const id = (body.game as { id: string }).id;
    player.gameIds.add(id);
    player.balance = body.balance as number;
    table.openFlips.push({ id, creator: player, at: Date.now() });
  } else if (unsure(outcome)) player.unsureGames++;
}

/** The bot for this player's flips nobody joined in time (all of them when `all`). */
export async function callFlipBots(
  tally: Tally,
  player: LoadPlayer,
  table: GameTable,
  all = false,
): Promise<void> {
  const due = table.openFlips.filter(
    (g) => g.creator === player && (all || Date.now() - g.at > FLIP_OPEN_MS),
  );
  for (const game of due) {
    table.openFlips.splice(table.openFlips.indexOf(game), 1);
    const { outcome } = await send(tally, player, `${FLIP_PATH}/${game.id}/bot`, undefined);
    // Refused: someone joined it (or it was never made). Unsure: call again later.
    if (unsure(outcome)) table.openFlips.push(game);
  }
}

/** A one-round battle (fast spin) against a bot: created, then the bots called. */
async function battleOperation(tally: Tally, player: LoadPlayer, table: GameTable) {
  if (player.balance < table.casePrice + 1_000) return;
  const { outcome, body } = await send(tally, player, BATTLE_PATH, {
    mode: 'VERSUS',
    playerAmount: 2,
    options: ['FAST_SPIN'],
    cases: [{ slug: table.caseSlug, amount: 1 }],
  });
  if (unsure(outcome)) player.unsureGames++;
  if (outcome !== 'ok') return;
  const id = (body.caseBattle as { _id: string })._id;
  player.gameIds.add(id);
  player.balance = body.balance as number;
  await callBattleBots(tally, { id, creator: player, at: Date.now() }, table);
}

async function callBattleBots(tally: Tally, game: OpenGame, table: GameTable) {
  const { outcome } = await send(tally, game.creator, `${BATTLE_PATH}/${game.id}/bots`, undefined);
  if (unsure(outcome)) table.openBattles.push(game);
}

/** Claims the rakeback the player's bets earned, or (once) the demo promo code. */
async function claimOperation(tally: Tally, player: LoadPlayer) {
  const promo = !player.promoTried && Math.random() < 0.3;
  if (promo) player.promoTried = true;
  const { outcome, body } = promo
    ? await send(tally, player, '/api/promo-codes/redeem', { data: { code: 'WELCOME' } })
    : await send(tally, player, '/api/rewards/rakeback/claim', undefined);
  if (outcome === 'ok') {
    const amount = promo ? (body.reward as { amount: number }).amount : (body.amount as number);
    player.claims.set(body.ledgerPosition as number, amount);
    player.known += amount;
    player.balance = body.balance as number;
  } else if (unsure(outcome)) player.unsureClaims++;
}

function withdrawalDue(player: LoadPlayer): boolean {
  return (
    player.cashier &&
    player.backupCodes.length > 10 - WITHDRAWALS_MAX &&
    Date.now() - player.lastWithdrawalAt > WITHDRAWAL_EVERY_MS &&
    player.balance > 5_000 &&
    moneyRoom(player)
  );
}

/** A sandbox crypto withdrawal of 10.00 to 15.00 gems, with a backup code. */
async function withdrawOperation(tally: Tally, player: LoadPlayer) {
  player.lastWithdrawalAt = Date.now();
  player.moneyTimes.push(Date.now());
  const amount = 1_000 + randomInt(501);
  const { outcome, body } = await send(tally, player, '/api/cashier/crypto/withdraw', {
    amount,
    symbol: 'LTC',
    blockchain: 'LTC',
    address: LTC_ADDRESS,
    code: player.backupCodes.pop(),
  });
  if (outcome === 'ok') {
    player.withdrawals.set((body.transaction as { id: string }).id, amount);
    player.balance = body.balance as number;
  } else if (unsure(outcome)) player.unsureWithdrawals++;
}

/**
 * Fills every game the load left open with bots (a flip nobody joined, a battle whose bot
 * call was unanswered, a create whose answer was lost), until none is left (at most `ms`).
 */
export async function fillOpenGames(
  tally: Tally,
  players: LoadPlayer[],
  table: GameTable,
  ms: number,
): Promise<void> {
  const deadline = Date.now() + ms;
  const byName = new Map(players.map((p) => [p.client.username, p]));
  const byId = new Map(players.map((p) => [p.client.id, p]));
  for (;;) {
    for (const player of players) await callFlipBots(tally, player, table, true);
    for (const game of table.openBattles.splice(0)) await callBattleBots(tally, game, table);
    // Creates without a sure answer: the lists show what they opened.
    const anyone = players[0]!.client;
    const [flips, battles] = await Promise.all([anyone.get(FLIP_PATH), anyone.get(BATTLE_PATH)]);
    const open = [
      ...((flips.body.open ?? []) as { id: string; creator: { username: string } }[])
        .filter((g) => byName.has(g.creator.username))
        .map((g) => ({ id: g.id, creator: byName.get(g.creator.username)!, at: 0 })),
    ];
    const waiting = (
      (battles.body.caseBattles ?? []) as {
        _id: string;
        creatorId: string;
        state: string;
      }[]
    )
      .filter((b) => b.state === 'WAITING_FOR_PLAYERS' && byId.has(b.creatorId))
      .map((b) => ({ id: b._id, creator: byId.get(b.creatorId)!, at: 0 }));
    if (
      flips.status === 200 &&
      battles.status === 200 &&
      open.length + waiting.length + table.openFlips.length + table.openBattles.length === 0
    )
      return;
    if (Date.now() > deadline)
      throw new Error(`games still open: ${open.length} flips, ${waiting.length} battles`);
    table.openFlips.push(...open);
    table.openBattles.push(...waiting);
    await new Promise((r) => setTimeout(r, 500));
  }
}
