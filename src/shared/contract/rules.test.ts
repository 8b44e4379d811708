import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { httpCalls } from './index';
import { chatInputBlocksSchema, sendChatMessagePayload, CHAT_MESSAGE_MAX_TEXT } from './chat';
import { EXAMPLE_OTHER_USER_ID, EXAMPLE_USER_ID } from './examples';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('register', () => {
  const body = httpCalls.register.body;
  const valid = {
    username: 'gem_hunter',
    email: 'hunter@example.com',
    password: '12345678',
    acceptTerms: true,
  };

  it.each([
    ['ab', 'at least 3'],
    ['a'.repeat(21), 'at most 20'],
    ['gem hunter', 'letters, digits and underscores'],
    ['gém', 'letters, digits and underscores'],
  ])('refuses username %j', (username, message) => {
    expect(firstMessage(body, { ...valid, username })).toContain(message);
  });

  it('accepts usernames of 3 and 20 characters', () => {
    expect(body.safeParse({ ...valid, username: 'a_1' }).success).toBe(true);
    expect(body.safeParse({ ...valid, username: 'A'.repeat(20) }).success).toBe(true);
  });

  it('refuses a malformed or oversized e-mail', () => {
    expect(body.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(false);
    expect(body.safeParse({ ...valid, email: `${'a'.repeat(250)}@example.com` }).success).toBe(
      false,
    );
  });

  it('bounds the password to 8-128 characters', () => {
    expect(firstMessage(body, { ...valid, password: '1234567' })).toContain('at least 8');
    expect(firstMessage(body, { ...valid, password: 'p'.repeat(129) })).toContain('at most 128');
    expect(body.safeParse({ ...valid, password: 'p'.repeat(128) }).success).toBe(true);
  });

  it('requires accepting the terms', () => {
    expect(firstMessage(body, { ...valid, acceptTerms: false })).toBe(
      'You must accept the terms of service',
    );
  });
});

describe('login', () => {
  const body = httpCalls.login.body;
  it('refuses empty and oversized fields', () => {
    expect(body.safeParse({ login: '', password: 'x' }).success).toBe(false);
    expect(body.safeParse({ login: 'a'.repeat(255), password: 'x' }).success).toBe(false);
    expect(body.safeParse({ login: 'a', password: '' }).success).toBe(false);
    expect(body.safeParse({ login: 'a', password: 'p'.repeat(129) }).success).toBe(false);
  });
});

describe('adminAdjustUserBalance', () => {
  const body = httpCalls.adminAdjustUserBalance.body;
  const valid = { userId: EXAMPLE_USER_ID, amount: 150, reason: 'Support refund' };

  it('accepts a debit (negative amount)', () => {
    expect(body.safeParse({ ...valid, amount: -150 }).success).toBe(true);
  });

  it.each([
    [0, 'cannot be zero'],
    [1.5, 'whole number'],
    [-0.01, 'whole number'],
    [Number.MAX_SAFE_INTEGER + 1, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('refuses amount %s', (amount, message) => {
    const result = body.safeParse({ ...valid, amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('refuses an amount given as a string', () => {
    expect(body.safeParse({ ...valid, amount: '150' }).success).toBe(false);
  });

  it('measures the reason after trimming', () => {
    expect(firstMessage(body, { ...valid, reason: '  ab  ' })).toContain('at least 3');
    expect(firstMessage(body, { ...valid, reason: 'r'.repeat(201) })).toContain('at most 200');
    expect(body.parse({ ...valid, reason: '  refund  ' }).reason).toBe('refund');
  });

  it('refuses a user id that is not a uuid', () => {
    expect(firstMessage(body, { ...valid, userId: 'admin' })).toBe('User id must be a uuid');
  });
});

describe('wrapped id bodies', () => {
  it.each([
    'dismissNotification',
    'removeChatMessage',
    'consumeInventoryItem',
    'claimChallenge',
  ] as const)('%s refuses empty, oversized and odd ids', (name) => {
    const key =
      name === 'dismissNotification'
        ? 'notificationId'
        : name === 'removeChatMessage'
          ? 'messageId'
          : 'id';
    const parse = (id: unknown) => httpCalls[name].body.safeParse({ data: { [key]: id } }).success;
    expect(parse('abc-123')).toBe(true);
    expect(parse('')).toBe(false);
    expect(parse('x'.repeat(65))).toBe(false);
    expect(parse('../etc')).toBe(false);
    expect(parse(7)).toBe(false);
  });
});

describe('chat message input', () => {
  const text = (value: string, modifiers?: object) => ({
    type: 'TEXT',
    value,
    ...(modifiers ? { modifiers } : {}),
  });

  it('accepts plain styling', () => {
    expect(
      chatInputBlocksSchema.safeParse([text('hi', { bold: true, strikethrough: true })]).success,
    ).toBe(true);
  });

  it('refuses links, highlights and system-only blocks from players', () => {
    expect(
      chatInputBlocksSchema.safeParse([text('x', { hyperlink: 'https://evil.example' })]).success,
    ).toBe(false);
    expect(chatInputBlocksSchema.safeParse([text('x', { highlight: true })]).success).toBe(false);
    expect(chatInputBlocksSchema.safeParse([{ type: 'ACTION', action: 'cashier' }]).success).toBe(
      false,
    );
    expect(chatInputBlocksSchema.safeParse([{ type: 'CURRENCY', amount: 100 }]).success).toBe(
      false,
    );
  });

  it('refuses empty and blank messages', () => {
    expect(firstMessage(chatInputBlocksSchema, [])).toBe('A message cannot be empty');
    expect(firstMessage(chatInputBlocksSchema, [text('   '), { type: 'BREAK_LINE' }])).toBe(
      'A message cannot be empty',
    );
  });

  it('accepts a message that is only an emote or a mention', () => {
    expect(chatInputBlocksSchema.safeParse([{ type: 'EMOTE', _id: 'pog' }]).success).toBe(true);
    const mention = { type: 'MENTION', userId: EXAMPLE_OTHER_USER_ID, username: 'bot' };
    expect(chatInputBlocksSchema.safeParse([mention]).success).toBe(true);
  });

  it(`limits the text to ${CHAT_MESSAGE_MAX_TEXT} characters over all blocks`, () => {
    const half = text('a'.repeat(CHAT_MESSAGE_MAX_TEXT / 2));
    expect(chatInputBlocksSchema.safeParse([half, half]).success).toBe(true);
    expect(firstMessage(chatInputBlocksSchema, [half, half, text('a')])).toContain(
      `${CHAT_MESSAGE_MAX_TEXT} characters`,
    );
  });

  it('limits the number of blocks', () => {
    expect(
      chatInputBlocksSchema.safeParse(Array.from({ length: 51 }, () => text('a'))).success,
    ).toBe(false);
  });

  it('refuses an unknown channel', () => {
    const payload = (channel: string) => ({ data: { channel, blocks: [text('hi')] } });
    expect(sendChatMessagePayload.safeParse(payload('general')).success).toBe(true);
    expect(sendChatMessagePayload.safeParse(payload('General Chat')).success).toBe(false);
    expect(sendChatMessagePayload.safeParse(payload('')).success).toBe(false);
  });
});
