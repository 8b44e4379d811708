import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../domain/errors';
import { INTERNAL_ERROR_MESSAGE, toErrorAnswer } from './errorAnswer';

describe('toErrorAnswer', () => {
  it('answers a domain error with its own status, code and message', () => {
    expect(toErrorAnswer(new DomainError('BANNED', 'Banned until then', 403))).toEqual({
      status: 403,
      body: { error: { code: 'BANNED', message: 'Banned until then' } },
    });
  });

  it('names the first invalid field of a schema error', () => {
    const parsed = z.object({ data: z.object({ token: z.string() }) }).safeParse({ data: {} });
    const answer = toErrorAnswer(parsed.error);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(answer.body.error.message).toMatch(/^data\.token: /);
  });

  it("names the problem of the one union option the value fits, else the union's words", () => {
    const message = z.object({
      message: z.union(
        [
          z.string().refine((v) => !v.includes('\0'), { error: 'No NUL', abort: true }),
          z.array(z.object({ value: z.string().max(3, { error: 'Too long' }) })),
        ],
        { error: 'Message must be text or a list' },
      ),
    });
    const said = (value: unknown) =>
      toErrorAnswer(message.safeParse({ message: value }).error).body.error.message;
    expect(said('a\0')).toBe('message: No NUL');
    expect(said([{ value: 'abcdef' }])).toBe('message.0.value: Too long');
    expect(said(42)).toBe('message: Message must be text or a list');
  });

  it("words a framework's client errors for people, keeping their code", () => {
    const tooLarge = Object.assign(new Error('raw'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorAnswer(tooLarge)).toEqual({
      status: 413,
      body: {
        error: { code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'The request body is too large' },
      },
    });
  });

  it('tells nothing of an unexpected error', () => {
    for (const error of [new Error('db password is hunter2'), 'a string', null])
      expect(toErrorAnswer(error)).toEqual({
        status: 500,
        body: { error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } },
      });
  });
});
