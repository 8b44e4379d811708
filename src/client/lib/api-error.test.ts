import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, GENERIC_ERROR_MESSAGE, messageOf } from './api-error';

describe('apiErrorFrom', () => {
  it("takes the server's message and code", () => {
    const error = apiErrorFrom(401, {
      error: {
        message: 'You must be authenticated to perform this action',
        code: 'UNAUTHENTICATED',
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('You must be authenticated to perform this action');
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    undefined,
    null,
    'oops',
    {},
    { error: 'x' },
    { error: { message: '  ' } },
    { error: { message: 42 } },
  ])('falls back to a generic message for %j', (body) => {
    const error = apiErrorFrom(500, body);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.code).toBeUndefined();
  });
});

describe('messageOf', () => {
  it('shows API messages and hides anything else', () => {
    expect(messageOf(new ApiError('Username is taken', 409))).toBe('Username is taken');
    expect(messageOf(new TypeError('x is undefined'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
