import type { Emote } from '../../../shared/contract';

/** The emote set, drawn for the site (public/emotes/*.svg). Typed in chat as `:name:`. */
const NAMES = ['gg', 'gem', 'fire', 'lol', 'sad', 'pog', 'heart', 'rocket'] as const;

export const EMOTES: readonly Emote[] = NAMES.map((name) => ({
  _id: name,
  name,
  image: `/emotes/${name}.svg`,
}));

const byName = new Map(EMOTES.map((emote) => [emote.name, emote]));

/** The emote a `:name:` or an EMOTE block's id names (case-insensitive), if any. */
export function findEmote(name: string): Emote | undefined {
  return byName.get(name.toLowerCase());
}
