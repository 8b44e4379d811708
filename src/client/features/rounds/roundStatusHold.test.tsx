import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { roundStatusHold } from './roundStatusHold';

const pause = { title: 'Roulette is unavailable', message: 'Paused for the moment.' };
const shown = (hold: ReturnType<typeof roundStatusHold>) =>
  hold ? renderToStaticMarkup(hold) : null;

describe('roundStatusHold', () => {
  it('lets the round speak once it has one and nothing holds it', () => {
    expect(
      roundStatusHold({ kind: 'roulette', pause: null, playingOut: false, connected: true }),
    ).toBeNull();
  });

  it('says paused, in the game’s own classes, before or between rounds', () => {
    for (const connected of [false, true]) {
      const html = shown(
        roundStatusHold({ kind: 'roulette', pause, playingOut: false, connected }),
      );
      expect(html).toContain('class="roulette-status roulette-status--paused"');
      expect(html).toContain('data-testid="roulette-status"');
      expect(html).toContain('Roulette is unavailable');
    }
  });

  it('lets a round playing out land before it says paused', () => {
    expect(roundStatusHold({ kind: 'crash', pause, playingOut: true, connected: true })).toBeNull();
  });

  it('says connecting before the first round', () => {
    const html = shown(
      roundStatusHold({ kind: 'crash', pause: null, playingOut: false, connected: false }),
    );
    expect(html).toContain('data-phase="none"');
    expect(html).toContain('Connecting…');
  });
});
