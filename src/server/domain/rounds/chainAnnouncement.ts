import type { RichTextBlock } from '../../../shared/contract';
import type { PublishedChain } from './roundChains';

/**
 * The chat line that publishes a chain's commitment: posted in the publishing transaction,
 * so its time in every player's chat is the chain's publication time, and the salt round
 * it names was fixed before that round could be known.
 */
export function chainAnnouncement(chain: PublishedChain): RichTextBlock[] {
  const game = chain.game.charAt(0).toUpperCase() + chain.game.slice(1);
  const due = chain.beacon.expectedAt.toISOString();
  return [
    {
      type: 'TEXT',
      value:
        `${game} hash chain committed: terminating hash ${chain.terminatingHash}. ` +
        `Its salt is ${chain.beacon.label} round ${chain.beacon.round} (due ${due}), ` +
        `the first round after ${chain.saltNotBefore?.toISOString() ?? due}.`,
    },
  ];
}
