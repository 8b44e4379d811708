import type { Database } from '../../src/server/db/client';
import { WagerAccruals } from '../../src/server/domain/accruals';
import type { DomainEventBus } from '../../src/server/domain/events';
import { createGameRegistry } from '../../src/server/domain/games/registry';
import { OpenBooks, type OpenBooksOptions } from '../../src/server/domain/openBooks/openBooks';

/**
 * The open books as a process runs them (services.ts): wagers folded by an accrual step that
 * takes them, the rest by the books' own step. No other accrual is registered on it, so
 * rakeback, races and challenges do not follow the wagers it takes.
 */
export function openBooksStep(
  db: Database,
  events: DomainEventBus,
  options: OpenBooksOptions,
): { books: OpenBooks; accruals: WagerAccruals } {
  const registry = createGameRegistry();
  const accruals = new WagerAccruals(db, registry, options);
  const books = new OpenBooks(db, registry, events, options, () => accruals.drain());
  accruals.useBooks(books);
  return { books, accruals };
}
