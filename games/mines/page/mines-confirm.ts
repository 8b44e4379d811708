import type { Hundredths } from '../../../src/shared/money';
import { openModal } from '../../../src/client/features/modals/modal-store';

/** Stakes from 100.00 gems ask first (MINES_START_CONFIRM), unless the player said not to. */
export const MINES_CONFIRM_THRESHOLD: Hundredths = 10_000;

const SKIP_KEY = 'gemdrop:mines-confirm-skip';

/** The preference, kept in localStorage (a storage that throws counts as "ask"). */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): PreferenceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function shouldConfirmMinesStart(
  amount: Hundredths,
  store: PreferenceStorage | null = storage(),
): boolean {
  if (amount < MINES_CONFIRM_THRESHOLD) return false;
  try {
    return store?.getItem(SKIP_KEY) !== '1';
  } catch {
    return true;
  }
}

export function skipMinesConfirmFromNowOn(store: PreferenceStorage | null = storage()): void {
  try {
    store?.setItem(SKIP_KEY, '1');
  } catch {
    // Private mode: the question simply comes back next time.
  }
}

/** What the modal shows. */
export interface MinesConfirmProps {
  amount: Hundredths;
  mines: number;
}

/** Asks before a large stake; resolves true to start. Ticking "don't ask again" is remembered. */
export function confirmMinesStart(props: MinesConfirmProps): Promise<boolean> {
  return new Promise((resolve, reject) => {
    openModal(
      'MINES_START_CONFIRM',
      { ...props },
      {
        actions: [
          {
            type: 'confirm',
            callback: (skip) => {
              if (skip === true) skipMinesConfirmFromNowOn();
              resolve(true);
            },
          },
          { type: 'close', callback: () => resolve(false) },
        ],
      },
    ).catch(reject);
  });
}
