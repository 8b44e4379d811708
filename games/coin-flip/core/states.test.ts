import { describe, expect, it } from 'vitest';
import {
  COIN_FLIP_ACTIONS,
  COIN_FLIP_STATES,
  coinFlipActionError,
  coinFlipBeaconNamed,
  coinFlipSeatsFilled,
  coinFlipTransition,
  isCoinFlipFinished,
  isCoinFlipState,
  type CoinFlipAction,
  type CoinFlipState,
} from './states';

/** The whole table, written out: [state, action] -> next state; every other pair is refused. */
const LEGAL: Record<string, CoinFlipState> = {
  'OPEN join': 'JOINED',
  'OPEN callBot': 'BOT_JOINED',
  'OPEN cancel': 'CANCELLED',
  'JOINED nameBeacon': 'WAITING_FOR_BEACON',
  'BOT_JOINED nameBeacon': 'WAITING_FOR_BEACON',
  'WAITING_FOR_BEACON flip': 'FLIPPED',
  'WAITING_FOR_BEACON refund': 'REFUNDED',
};

const CREATOR = 'creator-id';
const OTHER = 'other-id';
const actorFor: Record<CoinFlipAction, string | null> = {
  join: OTHER,
  callBot: CREATOR,
  cancel: CREATOR,
  nameBeacon: null,
  flip: null,
  refund: null,
};

describe('coin flip states', () => {
  it('allows exactly the moves of the table', () => {
    for (const state of COIN_FLIP_STATES) {
      for (const action of COIN_FLIP_ACTIONS) {
        const next = LEGAL[`${state} ${action}`];
        if (next) {
          expect(coinFlipTransition(state, action)).toBe(next);
        } else {
          expect(() => coinFlipTransition(state, action)).toThrow(RangeError);
        }
        const error = coinFlipActionError({ state, creatorId: CREATOR }, action, actorFor[action]);
        expect(error === null).toBe(next !== undefined);
      }
    }
  });

  it('plays a game to the end from open, with a player or the bot', () => {
    for (const seat of ['join', 'callBot'] as const) {
      let state: CoinFlipState = 'OPEN';
      for (const action of [seat, 'nameBeacon', 'flip'] as const) {
        state = coinFlipTransition(state, action);
      }
      expect(state).toBe('FLIPPED');
      expect(isCoinFlipFinished(state)).toBe(true);
    }
  });

  it('lets only the creator cancel, and only before anyone joins', () => {
    const open = { state: 'OPEN' as const, creatorId: CREATOR };
    expect(coinFlipActionError(open, 'cancel', CREATOR)).toBeNull();
    expect(coinFlipActionError(open, 'cancel', OTHER)).toBe(
      'Only the creator can cancel this game',
    );
    expect(coinFlipActionError(open, 'cancel', null)).toBe('Only the creator can cancel this game');
    for (const state of COIN_FLIP_STATES.filter((s) => s !== 'OPEN')) {
      expect(coinFlipActionError({ state, creatorId: CREATOR }, 'cancel', CREATOR)).toBe(
        'This game can no longer be cancelled',
      );
    }
  });

  it('never cancels a game whose beacon round is named', () => {
    for (const state of COIN_FLIP_STATES) {
      if (!coinFlipBeaconNamed(state)) continue;
      expect(() => coinFlipTransition(state, 'cancel')).toThrow(
        'This game can no longer be cancelled',
      );
    }
    expect(COIN_FLIP_STATES.filter(coinFlipBeaconNamed)).toEqual([
      'WAITING_FOR_BEACON',
      'FLIPPED',
      'REFUNDED',
    ]);
  });

  it('keeps the creator out of their own seat and the bot in the creator hands', () => {
    const open = { state: 'OPEN' as const, creatorId: CREATOR };
    expect(coinFlipActionError(open, 'join', CREATOR)).toBe('You cannot join your own game');
    expect(coinFlipActionError(open, 'join', OTHER)).toBeNull();
    expect(coinFlipActionError(open, 'callBot', OTHER)).toBe('Only the creator can call the bot');
    expect(coinFlipActionError({ state: 'JOINED', creatorId: CREATOR }, 'join', OTHER)).toBe(
      'This game is no longer open',
    );
    expect(
      coinFlipActionError({ state: 'WAITING_FOR_BEACON', creatorId: CREATOR }, 'flip', OTHER),
    ).toBe('Only the server flips a game');
    expect(
      coinFlipActionError({ state: 'WAITING_FOR_BEACON', creatorId: CREATOR }, 'refund', CREATOR),
    ).toBe('Only the server refunds a game whose beacon never verified');
    expect(coinFlipActionError({ state: 'JOINED', creatorId: CREATOR }, 'nameBeacon', null)).toBe(
      null,
    );
  });

  it('says which states have both seats and which are over', () => {
    expect(COIN_FLIP_STATES.filter(coinFlipSeatsFilled)).toEqual([
      'JOINED',
      'BOT_JOINED',
      'WAITING_FOR_BEACON',
      'FLIPPED',
      'REFUNDED',
    ]);
    expect(COIN_FLIP_STATES.filter(isCoinFlipFinished)).toEqual([
      'FLIPPED',
      'CANCELLED',
      'REFUNDED',
    ]);
    expect(isCoinFlipState('OPEN')).toBe(true);
    expect(isCoinFlipState('open')).toBe(false);
    expect(() => coinFlipTransition('OPEN', 'explode' as never)).toThrow(RangeError);
  });
});
