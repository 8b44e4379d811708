import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../lib/api-error';
import { consumeFailureMessage } from './consume-failure';

describe('consumeFailureMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiError('You do not have this item in your inventory', 409, 'ITEM_NOT_HELD');
    expect(consumeFailureMessage(error)).toBe('You do not have this item in your inventory');
  });

  it("defaults to 'Failed to consume item' when the server said nothing", () => {
    expect(consumeFailureMessage(new ApiError(GENERIC_ERROR_MESSAGE, 500))).toBe(
      'Failed to consume item',
    );
  });

  it('adds a developer message and the error id when the server sent them', () => {
    const error = Object.assign(new ApiError('Nope', 409), {
      developerMessage: 'row locked',
      id: 'e-42',
    });
    expect(consumeFailureMessage(error)).toBe('Nope row locked (ID: e-42)');
  });

  it('asks to try later when the server did not answer', () => {
    const later = 'Failed to consume item. Please try again later.';
    expect(consumeFailureMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR'))).toBe(
      later,
    );
    expect(consumeFailureMessage(new TypeError('boom'))).toBe(later);
  });
});
