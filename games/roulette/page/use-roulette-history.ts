import { useCallback, useEffect, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteHistoryEntry, RouletteRound } from '../../../src/shared/contract/roulette';
import { HISTORY_LIMIT, withLandedRound } from './roulette-display';
import { rouletteApi } from './roulette-api';

function merge(
  local: readonly RouletteHistoryEntry[],
  loaded: readonly RouletteHistoryEntry[],
): RouletteHistoryEntry[] {
  const byId = new Map(loaded.map((entry) => [entry.id, entry]));
  for (const entry of local) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, HISTORY_LIMIT);
}

/**
 * The last results: loaded once, then each round added as its strip lands here (`add`).
 * The answer may already hold a round this tab is still rolling: the page shows the list
 * through visibleHistory(), never as it is. Null while loading.
 */
export function useRouletteHistory() {
  const [history, setHistory] = useState<RouletteHistoryEntry[] | null>(null);

  useEffect(() => {
    let live = true;
    rouletteApi.history().then(
      (answer) => {
        if (live) setHistory((local) => merge(local ?? [], answer.rounds));
      },
      () => {
        if (live) setHistory((local) => local ?? []);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const add = useCallback((round: RouletteRound) => {
    setHistory((local) =>
      local?.some((entry) => entry.id === round.id)
        ? local
        : withLandedRound(local ?? [], round, new Date().toISOString()),
    );
  }, []);

  return { history, add };
}
