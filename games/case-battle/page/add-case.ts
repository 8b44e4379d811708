import type { CaseSummary } from '../../../src/shared/contract/cases';
import { openModal } from '../../../src/client/features/modals/modal-store';

/** What ADD_CASE resolves with: the case and how many times each seat opens it. */
export interface AddCaseChoice {
  box: CaseSummary;
  amount: number;
}

/** A case matches when its name or its creator's name holds every typed word, ignoring case. */
export function matchesCaseSearch(
  box: Pick<CaseSummary, 'name' | 'creator'>,
  search: string,
): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${box.name} ${box.creator?.username ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

const isChoice = (value: unknown): value is AddCaseChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AddCaseChoice).amount === 'number' &&
  typeof (value as AddCaseChoice).box?._id === 'string';

/** Opens ADD_CASE above the battle being created; calls back with each case chosen. */
export function pickBattleCase(onChoose: (choice: AddCaseChoice) => void): void {
  void openModal(
    'ADD_CASE',
    {},
    {
      actions: [
        {
          type: 'confirm',
          callback: (value) => {
            if (isChoice(value)) onChoose(value);
          },
        },
      ],
    },
  );
}
