import type { CaseBattleLink, ChatInputBlock, RichTextBlock } from '../../../shared/contract';
import { DomainError } from '../errors';
import { latinSkeleton } from './confusables';
import { findEmote } from './emotes';
import { type Styles, applyInlineStyles } from './inlineStyles';
import { resolveLink } from './links';
import { sanitizeText } from './sanitizeText';
import type { Atom } from './tokenizeLine';
import { tokenizeLine } from './tokenizeLine';

export const MAX_LINES = 10;
export const MAX_EMOTES = 20;
export const MAX_MENTIONS = 5;
/** Beyond this many blocks a message is formatting, not talk. */
export const MAX_BLOCKS = 100;
/** A battle card fills the message's width: one per message. */
export const MAX_BATTLE_CARDS = 1;

type DraftAtom =
  | Exclude<Atom, { kind: 'link' }>
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mentionId'; userId: string; username: string }
  | { kind: 'battle'; id: string };
interface DraftPart {
  atom: DraftAtom;
  styles: Styles;
}

/** A message read but not yet tied to the players it mentions (that takes the database). */
export interface Draft {
  parts: DraftPart[];
  /** Lower-case usernames to look up: typed mentions, and the names look-alikes imitate. */
  lookupNames: string[];
  /** Users named by MENTION blocks. */
  lookupIds: string[];
  /** Case battles named by CASE_BATTLE blocks. */
  lookupBattles: string[];
}

export interface KnownUser {
  id: string;
  username: string;
}
export interface Directory {
  /** By lower-case username. */
  byName: ReadonlyMap<string, KnownUser>;
  byId: ReadonlyMap<string, KnownUser>;
  /** Public battles a message may show as a card, by id. */
  battles?: ReadonlyMap<string, CaseBattleLink>;
}

export interface DraftRules {
  allowedHosts: readonly string[];
  /** Characters, as a reader counts them. */
  maxLength: number;
}

export const refusal = (code: string, message: string) => new DomainError(code, message, 400);

const SPACE = ' ';
const isSpace = (part: DraftPart | undefined) =>
  part?.atom.kind === 'char' && part.atom.char === SPACE;
const isBreak = (part: DraftPart | undefined) => part?.atom.kind === 'break';
const plainStyles: Styles = {};

/** The styles an input TEXT block asks for (only those set to true). */
function stylesOf(modifiers: Partial<Record<keyof Styles, boolean>> = {}): Styles {
  const styles: Styles = {};
  for (const key of ['bold', 'italic', 'underline', 'strikethrough'] as const)
    if (modifiers[key]) styles[key] = true;
  return styles;
}

function partsOf(block: ChatInputBlock, rules: DraftRules): DraftPart[] {
  switch (block.type) {
    case 'TEXT': {
      const parts: DraftPart[] = [];
      sanitizeText(block.value)
        .split('\n')
        .forEach((line, index) => {
          if (index > 0) parts.push({ atom: { kind: 'break' }, styles: plainStyles });
          for (const { atom, styles } of applyInlineStyles(
            tokenizeLine(line),
            stylesOf(block.modifiers),
          )) {
            parts.push(
              atom.kind === 'link'
                ? { atom: { ...atom, href: resolveLink(atom.text, rules.allowedHosts) }, styles }
                : { atom, styles },
            );
          }
        });
      return parts;
    }
    case 'MENTION':
      return [{ atom: { kind: 'mentionId', ...block }, styles: plainStyles }];
    case 'EMOTE': {
      const emote = findEmote(block._id);
      if (!emote) throw refusal('UNKNOWN_EMOTE', `There is no emote “${block._id}”`);
      return [{ atom: { kind: 'emote', name: emote.name }, styles: plainStyles }];
    }
    case 'CASE_BATTLE':
      return [{ atom: { kind: 'battle', id: block.id }, styles: plainStyles }];
    case 'BREAK_LINE':
      return [{ atom: { kind: 'break' }, styles: plainStyles }];
  }
}

/** Collapses runs of spaces, drops spaces around line breaks, keeps one empty line at most, trims. */
function tidySpacing(parts: DraftPart[]): DraftPart[] {
  const out: DraftPart[] = [];
  for (const part of parts) {
    if (isSpace(part)) {
      if (out.length === 0 || isSpace(out.at(-1)) || isBreak(out.at(-1))) continue;
    } else if (isBreak(part)) {
      while (isSpace(out.at(-1))) out.pop();
      if (out.length === 0 || (isBreak(out.at(-1)) && isBreak(out.at(-2)))) continue;
    }
    out.push(part);
  }
  while (isSpace(out.at(-1)) || isBreak(out.at(-1))) out.pop();
  return out;
}

function visibleLength(atom: DraftAtom): number {
  switch (atom.kind) {
    case 'char':
    case 'break':
      return 1;
    case 'link':
      return atom.text.length;
    case 'mention':
      return 1 + atom.typed.length;
    case 'mentionId':
      return 1 + atom.username.length;
    case 'battle':
      return 1;
    case 'emote':
      return atom.name.length + 2;
  }
}

const ASCII_NAME = /^[A-Za-z0-9_]+$/;

/**
 * Reads what a player sent: cleans the text, finds links (refusing hosts not allowed),
 * emotes, mentions, line breaks and **styles**, and applies the size limits. Pure: the
 * names to look up come back, and buildMessage finishes once they are known.
 */
export function draftMessage(blocks: readonly ChatInputBlock[], rules: DraftRules): Draft {
  const parts = tidySpacing(blocks.flatMap((block) => partsOf(block, rules)));

  if (parts.length === 0) throw refusal('EMPTY_MESSAGE', 'A message cannot be empty');
  const length = parts.reduce((sum, part) => sum + visibleLength(part.atom), 0);
  if (length > rules.maxLength)
    throw refusal('MESSAGE_TOO_LONG', `A message is at most ${rules.maxLength} characters`);
  if (parts.filter(isBreak).length + 1 > MAX_LINES)
    throw refusal('MESSAGE_TOO_LONG', `A message is at most ${MAX_LINES} lines`);
  if (parts.filter((p) => p.atom.kind === 'emote').length > MAX_EMOTES)
    throw refusal('TOO_MANY_EMOTES', `A message may hold at most ${MAX_EMOTES} emotes`);
  const battles = new Set<string>();
  for (const { atom } of parts) if (atom.kind === 'battle') battles.add(atom.id);
  if (parts.filter((p) => p.atom.kind === 'battle').length > MAX_BATTLE_CARDS)
    throw refusal('TOO_MANY_BATTLES', 'A message may show one case battle');

  const names = new Set<string>();
  const ids = new Set<string>();
  for (const { atom } of parts) {
    if (atom.kind === 'mentionId') ids.add(atom.userId);
    if (atom.kind !== 'mention') continue;
    const name = atom.typed.normalize('NFKC');
    const lookup = ASCII_NAME.test(name) ? name.toLowerCase() : latinSkeleton(name);
    if (lookup) names.add(lookup);
  }
  return { parts, lookupNames: [...names], lookupIds: [...ids], lookupBattles: [...battles] };
}

type Modifiers = NonNullable<Extract<RichTextBlock, { type: 'TEXT' }>['modifiers']>;

function modifiersOf(styles: Styles, hyperlink?: string): Modifiers | undefined {
  const modifiers: Modifiers = { ...styles, ...(hyperlink ? { hyperlink } : {}) };
  return Object.keys(modifiers).length > 0 ? modifiers : undefined;
}

const sameStyles = (a: Styles, b: Styles) =>
  (['bold', 'italic', 'underline', 'strikethrough'] as const).every((k) => !a[k] === !b[k]);

/**
 * Finishes a draft once the mentioned players are known: a mention of an existing player
 * becomes a MENTION block, of nobody stays text, and a look-alike of a real name is refused
 * (it would pass for a mention of that player). Answers the blocks and the fingerprint
 * used to refuse a repeated message.
 */
export function buildMessage(
  draft: Draft,
  directory: Directory,
): { blocks: RichTextBlock[]; fingerprint: string } {
  const blocks: RichTextBlock[] = [];
  let textStyles: Styles | null = null;
  const plain: string[] = [];

  const pushText = (value: string, styles: Styles) => {
    const last = blocks.at(-1);
    if (last?.type === 'TEXT' && textStyles && sameStyles(textStyles, styles)) {
      last.value += value;
    } else {
      const modifiers = modifiersOf(styles);
      blocks.push(modifiers ? { type: 'TEXT', value, modifiers } : { type: 'TEXT', value });
      textStyles = styles;
    }
    plain.push(value);
  };
  const pushBlock = (block: RichTextBlock, text: string) => {
    blocks.push(block);
    textStyles = null;
    plain.push(text);
  };
  const mention = (user: KnownUser) =>
    pushBlock({ type: 'MENTION', userId: user.id, username: user.username }, `@${user.username}`);

  for (const { atom, styles } of draft.parts) {
    switch (atom.kind) {
      case 'char':
        pushText(atom.char, styles);
        break;
      case 'break':
        pushBlock({ type: 'BREAK_LINE' }, '\n');
        break;
      case 'link':
        pushBlock(
          { type: 'TEXT', value: atom.text, modifiers: modifiersOf(styles, atom.href)! },
          atom.text,
        );
        break;
      case 'emote': {
        const emote = findEmote(atom.name)!;
        pushBlock({ type: 'EMOTE', ...emote }, `:${emote.name}:`);
        break;
      }
      case 'battle': {
        const battle = directory.battles?.get(atom.id);
        if (!battle) throw refusal('UNKNOWN_CASE_BATTLE', 'That case battle does not exist');
        pushBlock({ type: 'CASE_BATTLE', ...battle }, `[battle ${battle.id}]`);
        break;
      }
      case 'mentionId': {
        const user = directory.byId.get(atom.userId);
        if (!user) throw refusal('UNKNOWN_USER', 'You can only mention existing players');
        mention(user);
        break;
      }
      case 'mention': {
        const name = atom.typed.normalize('NFKC');
        if (ASCII_NAME.test(name)) {
          const user = directory.byName.get(name.toLowerCase());
          if (user) mention(user);
          else pushText(`@${atom.typed}`, styles);
          break;
        }
        const skeleton = latinSkeleton(name);
        const imitated = skeleton ? directory.byName.get(skeleton) : undefined;
        if (imitated)
          throw refusal(
            'LOOKALIKE_MENTION',
            `“@${atom.typed}” imitates @${imitated.username}: type names in plain Latin letters`,
          );
        pushText(`@${atom.typed}`, styles);
        break;
      }
    }
  }

  if (blocks.filter((b) => b.type === 'MENTION').length > MAX_MENTIONS)
    throw refusal('TOO_MANY_MENTIONS', `A message may mention at most ${MAX_MENTIONS} players`);
  if (blocks.length > MAX_BLOCKS)
    throw refusal('TOO_MUCH_FORMATTING', 'That message has too much formatting; write it plainer');
  const fingerprint = plain.join('').toLowerCase().replace(/\s+/g, ' ').trim();
  return { blocks, fingerprint };
}
