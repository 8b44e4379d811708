// What other features embed: the panel (the rewards page) and the header/user-menu entries.
export { ChallengesPanel } from './ChallengesPanel';
export { ChallengesEntry, ChallengesMenuItem } from './ChallengesEntry';
