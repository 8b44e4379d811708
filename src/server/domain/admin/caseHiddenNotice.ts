import type { RaiseInput } from '../notifications';

/** What the creator of a hidden community case reads: which case, and the moderator's reason. */
export function caseHiddenNotice(input: {
  userId: string;
  caseName: string;
  reason: string;
}): RaiseInput {
  return {
    type: 'CUSTOM',
    severity: 'WARNING',
    audience: 'USER',
    targets: [input.userId],
    title: 'Your case was hidden',
    message: `A moderator hid your case "${input.caseName}": ${input.reason}. It cannot be opened and is no longer listed.`,
    variant: 'INBOX',
  };
}
