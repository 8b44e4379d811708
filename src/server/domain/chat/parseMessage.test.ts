import { describe, expect, it } from 'vitest';
import {
  type ChatInputBlock,
  chatInputBlocksSchema,
  richTextSchema,
} from '../../../shared/contract';
import {
  type Directory,
  type KnownUser,
  MAX_EMOTES,
  MAX_LINES,
  MAX_MENTIONS,
  buildMessage,
  draftMessage,
} from './parseMessage';

const ALICE: KnownUser = { id: '11111111-1111-4111-8111-111111111111', username: 'Alice' };
const ADMIN: KnownUser = { id: '22222222-2222-4222-8222-222222222222', username: 'admin' };
const BOB: KnownUser = { id: '33333333-3333-4333-8333-333333333333', username: 'bob_99' };
const EVERYONE = [ALICE, ADMIN, BOB];

const RULES = { allowedHosts: ['gemdrop.gg', 'x.com'], maxLength: 300 };

function directoryOf(users: KnownUser[]): Directory {
  return {
    byName: new Map(users.map((u) => [u.username.toLowerCase(), u])),
    byId: new Map(users.map((u) => [u.id, u])),
  };
}

/** The whole pipeline, with the lookups answered from EVERYONE as the database would. */
function parse(input: string | ChatInputBlock[], users = EVERYONE) {
  const blocks = typeof input === 'string' ? [{ type: 'TEXT' as const, value: input }] : input;
  const draft = draftMessage(blocks, RULES);
  const asked = users.filter(
    (u) => draft.lookupNames.includes(u.username.toLowerCase()) || draft.lookupIds.includes(u.id),
  );
  const message = buildMessage(draft, directoryOf(asked));
  // Whatever comes out must be valid rich text for every client.
  expect(richTextSchema.safeParse(message.blocks).success).toBe(true);
  return message;
}
const blocksOf = (input: string | ChatInputBlock[]) => parse(input).blocks;

describe('plain text', () => {
  it('becomes one text block, spacing tidied', () => {
    expect(blocksOf('  gg   wp  ')).toEqual([{ type: 'TEXT', value: 'gg wp' }]);
  });

  it('turns newlines into BREAK_LINE, keeping at most one empty line', () => {
    expect(blocksOf('one\ntwo\n\n\n\nthree\n')).toEqual([
      { type: 'TEXT', value: 'one' },
      { type: 'BREAK_LINE' },
      { type: 'TEXT', value: 'two' },
      { type: 'BREAK_LINE' },
      { type: 'BREAK_LINE' },
      { type: 'TEXT', value: 'three' },
    ]);
  });

  it('keeps currency-looking text as text: only the server writes CURRENCY blocks', () => {
    expect(blocksOf('won 💎1,000.00 and $50 = 500 gems')).toEqual([
      { type: 'TEXT', value: 'won 💎1,000.00 and $50 = 500 gems' },
    ]);
    // The contract refuses a CURRENCY block from a player before it gets here.
    expect(chatInputBlocksSchema.safeParse([{ type: 'CURRENCY', amount: 100_000 }]).success).toBe(
      false,
    );
  });
});

describe('mentions', () => {
  it('@username of an existing player becomes a MENTION with the real spelling', () => {
    expect(blocksOf('hey @alice, gg')).toEqual([
      { type: 'TEXT', value: 'hey ' },
      { type: 'MENTION', userId: ALICE.id, username: 'Alice' },
      { type: 'TEXT', value: ', gg' },
    ]);
  });

  it('@ of nobody stays text', () => {
    expect(blocksOf('hi @nobody_here')).toEqual([{ type: 'TEXT', value: 'hi @nobody_here' }]);
  });

  it('an e-mail address is not a mention', () => {
    expect(blocksOf('write alice@bob_99.com')).toEqual([
      { type: 'TEXT', value: 'write alice@bob_99.com' },
    ]);
  });

  it('full-width letters fold to the name they spell', () => {
    expect(blocksOf('＠ａｌｉｃｅ')).toEqual([
      { type: 'MENTION', userId: ALICE.id, username: 'Alice' },
    ]);
  });

  it('zero-width characters cannot hide inside a name', () => {
    expect(blocksOf('@ad\u200Bmin')).toEqual([
      { type: 'MENTION', userId: ADMIN.id, username: 'admin' },
    ]);
  });

  it('refuses a look-alike of a real name (Cyrillic "а" in admin)', () => {
    expect(() => parse('listen to @аdmin')).toThrow(
      '“@аdmin” imitates @admin: type names in plain Latin letters',
    );
  });

  it('lets non-Latin words after @ stay text when they imitate nobody', () => {
    expect(blocksOf('@Привет')).toEqual([{ type: 'TEXT', value: '@Привет' }]);
    expect(blocksOf('@оrео')).toEqual([{ type: 'TEXT', value: '@оrео' }]); // "oreo": nobody
  });

  it('checks MENTION blocks against real players and uses the stored name', () => {
    expect(blocksOf([{ type: 'MENTION', userId: BOB.id, username: 'someone_else' }])).toEqual([
      { type: 'MENTION', userId: BOB.id, username: 'bob_99' },
    ]);
    expect(() =>
      parse([{ type: 'MENTION', userId: '44444444-4444-4444-8444-444444444444', username: 'x' }]),
    ).toThrow('You can only mention existing players');
  });

  it(`refuses more than ${MAX_MENTIONS} mentions`, () => {
    expect(() => parse('@alice @admin @bob_99 @alice @admin @bob_99')).toThrow(
      `A message may mention at most ${MAX_MENTIONS} players`,
    );
  });
});

describe('emotes', () => {
  it(':name: of a known emote becomes an EMOTE block', () => {
    expect(blocksOf('gg :fire::GG:')).toEqual([
      { type: 'TEXT', value: 'gg ' },
      { type: 'EMOTE', _id: 'fire', name: 'fire', image: '/emotes/fire.svg' },
      { type: 'EMOTE', _id: 'gg', name: 'gg', image: '/emotes/gg.svg' },
    ]);
  });

  it('an unknown :name: stays text', () => {
    expect(blocksOf('time: 12:30:00 :nope:')).toEqual([
      { type: 'TEXT', value: 'time: 12:30:00 :nope:' },
    ]);
  });

  it('EMOTE blocks must name a known emote', () => {
    expect(blocksOf([{ type: 'EMOTE', _id: 'heart' }])).toEqual([
      { type: 'EMOTE', _id: 'heart', name: 'heart', image: '/emotes/heart.svg' },
    ]);
    expect(() => parse([{ type: 'EMOTE', _id: 'evil' }])).toThrow('There is no emote “evil”');
  });

  it(`refuses more than ${MAX_EMOTES} emotes`, () => {
    expect(() => parse(':gg:'.repeat(MAX_EMOTES + 1))).toThrow(/at most 20 emotes/);
  });
});

describe('links', () => {
  it('a link to an allowed host becomes text with a hyperlink', () => {
    expect(blocksOf('join https://gemdrop.gg/r/abc!')).toEqual([
      { type: 'TEXT', value: 'join ' },
      {
        type: 'TEXT',
        value: 'https://gemdrop.gg/r/abc',
        modifiers: { hyperlink: 'https://gemdrop.gg/r/abc' },
      },
      { type: 'TEXT', value: '!' },
    ]);
  });

  it('refuses the whole message when a link points elsewhere', () => {
    expect(() => parse('free skins at https://skins.example/claim')).toThrow(
      'Links to skins.example are not allowed in chat',
    );
    expect(() => parse('www.skins.example')).toThrow(/skins\.example/);
  });

  it('a zero-width space cannot smuggle a link past the check', () => {
    expect(() => parse('https://skins\u200B.example')).toThrow(/skins\.example/);
  });

  it('javascript: and data: addresses are only text, never links', () => {
    expect(blocksOf('javascript:alert(1) data:text/html,x')).toEqual([
      { type: 'TEXT', value: 'javascript:alert(1) data:text/html,x' },
    ]);
  });

  it('style markers inside an address are left alone', () => {
    const [block] = blocksOf('https://x.com/a__b__c');
    expect(block).toEqual({
      type: 'TEXT',
      value: 'https://x.com/a__b__c',
      modifiers: { hyperlink: 'https://x.com/a__b__c' },
    });
  });
});

describe('styles', () => {
  it('reads **bold**, *italic*, __underline__ and ~~strikethrough~~', () => {
    expect(blocksOf('**big** *soft* __under__ ~~gone~~')).toEqual([
      { type: 'TEXT', value: 'big', modifiers: { bold: true } },
      { type: 'TEXT', value: ' ' },
      { type: 'TEXT', value: 'soft', modifiers: { italic: true } },
      { type: 'TEXT', value: ' ' },
      { type: 'TEXT', value: 'under', modifiers: { underline: true } },
      { type: 'TEXT', value: ' ' },
      { type: 'TEXT', value: 'gone', modifiers: { strikethrough: true } },
    ]);
  });

  it('nests, and ***both*** is bold and italic', () => {
    expect(blocksOf('***both***')).toEqual([
      { type: 'TEXT', value: 'both', modifiers: { bold: true, italic: true } },
    ]);
    expect(blocksOf('*a **b** c*')).toEqual([
      { type: 'TEXT', value: 'a ', modifiers: { italic: true } },
      { type: 'TEXT', value: 'b', modifiers: { italic: true, bold: true } },
      { type: 'TEXT', value: ' c', modifiers: { italic: true } },
    ]);
  });

  it('leaves unpaired or spaced markers as typed', () => {
    expect(blocksOf('2 * 3 * 4 and **open')).toEqual([
      { type: 'TEXT', value: '2 * 3 * 4 and **open' },
    ]);
  });

  it('styles the text around a mention and a link', () => {
    expect(blocksOf('**gg @bob_99**')).toEqual([
      { type: 'TEXT', value: 'gg ', modifiers: { bold: true } },
      { type: 'MENTION', userId: BOB.id, username: 'bob_99' },
    ]);
  });

  it('keeps the styles an input block carries, but never lets a player set a link or highlight', () => {
    expect(
      blocksOf([{ type: 'TEXT', value: 'hi', modifiers: { bold: true, italic: false } }]),
    ).toEqual([{ type: 'TEXT', value: 'hi', modifiers: { bold: true } }]);
    expect(
      chatInputBlocksSchema.safeParse([
        { type: 'TEXT', value: 'hi', modifiers: { hyperlink: 'https://skins.example' } },
      ]).success,
    ).toBe(false);
    expect(
      chatInputBlocksSchema.safeParse([
        { type: 'TEXT', value: 'hi', modifiers: { highlight: true } },
      ]).success,
    ).toBe(false);
  });
});

describe('hostile input', () => {
  it('a script tag stays text (the client renders text, never HTML)', () => {
    expect(blocksOf('<script>alert(document.cookie)</script>')).toEqual([
      { type: 'TEXT', value: '<script>alert(document.cookie)</script>' },
    ]);
    expect(blocksOf('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'TEXT', value: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('refuses a message over the length limit', () => {
    expect(() => parse('a'.repeat(301))).toThrow('A message is at most 300 characters');
    expect(() => parse('a'.repeat(300))).not.toThrow();
    // The contract refuses anything past its own cap before parsing starts.
    expect(
      chatInputBlocksSchema.safeParse([{ type: 'TEXT', value: 'a'.repeat(501) }]).success,
    ).toBe(false);
  });

  it(`refuses more than ${MAX_LINES} lines`, () => {
    expect(() => parse('a\n'.repeat(MAX_LINES) + 'a')).toThrow(
      `A message is at most ${MAX_LINES} lines`,
    );
    expect(() => parse([{ type: 'BREAK_LINE' }, { type: 'BREAK_LINE' }])).toThrow(
      'A message cannot be empty',
    );
  });

  it('refuses messages that are empty once invisible characters are gone', () => {
    for (const blank of ['\u200B\u200B', '\u3164', '\u2800 \u2800', '\u202E', '\n\n\n', '\u0301'])
      expect(() => parse(blank), JSON.stringify(blank)).toThrow('A message cannot be empty');
  });

  it('cuts a combining-mark flood down to something that stays on its line', () => {
    const [block] = blocksOf('h' + '\u0336'.repeat(200) + 'i');
    expect(block?.type === 'TEXT' && [...block.value].length).toBe(6);
  });

  it('an RTL override cannot flip what readers see', () => {
    expect(blocksOf('invoice\u202Efdp.exe')).toEqual([{ type: 'TEXT', value: 'invoicefdp.exe' }]);
  });

  it('refuses a case battle the directory does not hold (missing or private)', () => {
    expect(() => parse([{ type: 'CASE_BATTLE', id: 'battle-1' }])).toThrow(
      'That case battle does not exist',
    );
  });

  it('shows a public battle as its card, one per message', () => {
    const card = { id: 'battle-1', mode: 'VERSUS', quantity: 3, price: 450, image: null } as const;
    const draft = draftMessage(
      [
        { type: 'TEXT', value: 'join me ' },
        { type: 'CASE_BATTLE', id: 'battle-1' },
      ],
      RULES,
    );
    expect(draft.lookupBattles).toEqual(['battle-1']);
    const { blocks } = buildMessage(draft, {
      ...directoryOf([]),
      battles: new Map([['battle-1', card]]),
    });
    expect(blocks).toEqual([
      { type: 'TEXT', value: 'join me ' },
      { type: 'CASE_BATTLE', ...card },
    ]);
    expect(richTextSchema.safeParse(blocks).success).toBe(true);
    expect(() =>
      draftMessage(
        [
          { type: 'CASE_BATTLE', id: 'battle-1' },
          { type: 'CASE_BATTLE', id: 'battle-2' },
        ],
        RULES,
      ),
    ).toThrow('A message may show one case battle');
  });

  it('refuses a pile of tiny styled pieces', () => {
    expect(() => parse('*a* '.repeat(60))).toThrow(/too much formatting/);
  });
});

describe('fingerprint', () => {
  it('is the case-folded plain text, so a repeat is recognised however it is styled', () => {
    expect(parse('**GG**  @alice :fire:').fingerprint).toBe('gg @alice :fire:');
    expect(parse('gg @ALICE :fire:').fingerprint).toBe('gg @alice :fire:');
  });
});
