import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_EASINGS } from './engine/easings';
import { resolveTuning, type TuningFile } from './engine/tuning';
import { INSTANT_GAMES } from '../src/shared/contract/instantGames';
import { PAGE_ROUTES } from '../src/shared/page-routes';
import { fairnessNav } from '../src/client/features/content/nav';
import { GAMES, REWARD_GAMES } from './registry';
import {
  CLIENT_GAMES,
  CLIENT_INSTANT_GAMES,
  CLIENT_REWARD_GAMES,
  GAME_SOUNDS,
  LOBBY_GAMES,
  SCENE_NAMES,
  easingsOf,
} from './registry.client';

// What the client tables derive from each game's client manifest holds together.

describe('client game registry', () => {
  it('lists the given-away games on both sides, by the same kind and fairness page', () => {
    expect(CLIENT_REWARD_GAMES.map((game) => [game.kind, game.fairness.slug])).toEqual(
      REWARD_GAMES.map((game) => [game.kind, game.fairnessSlug]),
    );
  });

  it('links every fairness page the server serves from the fairness navigation, once', () => {
    const served = PAGE_ROUTES.filter((route) => /^\/fairness\/[^:/]+$/.test(route));
    const linked = fairnessNav.map((entry) => entry.to).filter((to) => to.startsWith('/fairness/'));
    expect([...linked].sort()).toEqual([...served].sort());
    expect(new Set(linked).size).toBe(linked.length);
    expect(fairnessNav.find((entry) => entry.to === '/fairness/roulette')?.label).toBe(
      'Roulette & Crash',
    );
    expect(fairnessNav.at(-2)).toEqual({ to: '/fairness/wheel', label: 'Reward Wheel' });
  });

  it('shows each game where its pure manifest places its notices', () => {
    const placed = (games: { kind: string; location: string }[]) =>
      Object.fromEntries(games.map((game) => [game.kind, game.location]));
    expect(
      placed(CLIENT_GAMES.map((game) => ({ kind: game.kind, location: game.lobby.location }))),
    ).toEqual(placed([...GAMES]));
  });

  it('routes each game where its pure manifest does', () => {
    const routed = (games: { kind: string; key: string }[]) =>
      Object.fromEntries(games.map((game) => [game.kind, game.key]));
    expect(routed(CLIENT_GAMES.map((game) => ({ kind: game.kind, key: game.lobby.key })))).toEqual(
      routed(GAMES.map((game) => ({ kind: game.kind, key: game.lobbyKey ?? game.kind }))),
    );
  });

  it('brings a page for each page its pure manifest puts under its route, and no other', () => {
    const pure = new Map<string, readonly string[]>(
      GAMES.map((game) => [game.kind, game.subPages ?? []]),
    );
    for (const game of CLIENT_GAMES) {
      const paths = (game.subPages ?? []).map((sub) => sub.path);
      expect(paths, game.kind).toEqual(pure.get(game.kind));
    }
  });

  it("frames a game's own fairness part or its seed verifier, never both", () => {
    for (const game of CLIENT_GAMES) {
      const parts = [game.verifier, game.fairnessSection].filter(Boolean);
      expect(parts.length, game.kind).toBeLessThanOrEqual(1);
      if (parts.length === 1) expect(game.lobby.fairness, game.kind).toBeDefined();
    }
  });

  it('draws every game a glyph inside its 24-unit grid', () => {
    for (const game of LOBBY_GAMES) {
      expect(game.icon.length, game.key).toBeGreaterThan(0);
      for (const shape of game.icon) {
        const numbers =
          'path' in shape
            ? (shape.path.match(/-?\d*\.?\d+/g) ?? []).map(Number)
            : [
                ...('circle' in shape
                  ? shape.circle
                  : 'ellipse' in shape
                    ? shape.ellipse
                    : shape.rect),
              ];
        expect(
          numbers.every((n) => Math.abs(n) <= 24),
          game.key,
        ).toBe(true);
      }
    }
  });

  it('gives a verifier to exactly the games whose fairness page says it has one', () => {
    for (const game of CLIENT_GAMES) {
      expect(game.verifier !== undefined, game.kind).toBe(game.lobby.fairness === 'verifier');
    }
  });

  it('words a settled bet of every instant game', () => {
    const worded = CLIENT_GAMES.filter((game) => game.betSummary).map((game) => game.kind);
    expect([...worded].sort()).toEqual([...INSTANT_GAMES].sort());
    expect([...CLIENT_INSTANT_GAMES].sort()).toEqual([...INSTANT_GAMES].sort());
  });

  it('lists each game sound once', () => {
    const names = GAME_SOUNDS.map((sound) => sound.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('resolves every scene’s tuning with its own curves, none shadowing the engine’s', async () => {
    for (const name of SCENE_NAMES) {
      const own = await easingsOf(name);
      for (const curve of Object.keys(own))
        expect(Object.hasOwn(ENGINE_EASINGS, curve)).toBe(false);
      const file = JSON.parse(
        readFileSync(resolve(import.meta.dirname, name, 'tuning.json'), 'utf8'),
      ) as TuningFile;
      expect(() => resolveTuning(file, own), name).not.toThrow();
    }
  });
});
