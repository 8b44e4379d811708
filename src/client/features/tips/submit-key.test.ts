import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createSubmitKeys, newSubmitKey } from './submit-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('newSubmitKey', () => {
  it('makes distinct v4 uuids', () => {
    const keys = new Set(Array.from({ length: 200 }, newSubmitKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe('createSubmitKeys', () => {
  it('gives each submit that got an answer a new key', () => {
    const keys = createSubmitKeys(counter());
    expect(keys.keyFor('100')).toBe('key-1');
    keys.settle();
    expect(keys.keyFor('100')).toBe('key-2');
    keys.settle(new ApiError('Insufficient balance', 400, 'INSUFFICIENT_BALANCE'));
    expect(keys.keyFor('100')).toBe('key-3');
  });

  it('keeps the key for a retry of the same values when the outcome is unknown', () => {
    const keys = createSubmitKeys(counter());
    expect(keys.keyFor('100')).toBe('key-1');
    keys.settle(new ApiError('offline', 0, 'NETWORK_ERROR'));
    expect(keys.keyFor('100')).toBe('key-1');
    keys.settle(new ApiError('oops', 502));
    expect(keys.keyFor('100')).toBe('key-1');
    keys.settle(new TypeError('dropped'));
    expect(keys.keyFor('100')).toBe('key-1');
    keys.settle();
    expect(keys.keyFor('100')).toBe('key-2');
  });

  it('gives changed values a new key even after an unknown outcome', () => {
    const keys = createSubmitKeys(counter());
    keys.keyFor('100');
    keys.settle(new ApiError('offline', 0, 'NETWORK_ERROR'));
    expect(keys.keyFor('250')).toBe('key-2');
  });
});
