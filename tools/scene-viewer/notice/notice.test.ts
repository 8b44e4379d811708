import { describe, expect, it } from 'vitest';
import { NOTICE_MS, keepNotice, noticeAt, type NoticeStorage } from './notice';

function memory(): NoticeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('notices', () => {
  it('show for their time from when they were kept, across reads (a reload)', () => {
    const storage = memory();
    keepNotice(storage, 'Saved games/dice/tuning.json', false, 10_000);
    expect(noticeAt(storage, 10_200)).toEqual({
      text: 'Saved games/dice/tuning.json',
      error: false,
      until: 10_000 + NOTICE_MS,
    });
    expect(noticeAt(storage, 10_000 + NOTICE_MS - 1)?.text).toBe('Saved games/dice/tuning.json');
    expect(noticeAt(storage, 10_000 + NOTICE_MS)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('keep only the latest, errors included', () => {
    const storage = memory();
    keepNotice(storage, 'first', false, 0);
    keepNotice(storage, 'The tuning is too large', true, 100);
    expect(noticeAt(storage, 200)).toMatchObject({ text: 'The tuning is too large', error: true });
  });

  it('ignore junk in storage', () => {
    const storage = memory();
    storage.setItem('scene-viewer:notice', '{oops');
    expect(noticeAt(storage, 0)).toBeNull();
    storage.setItem('scene-viewer:notice', JSON.stringify({ text: 3, until: 'x' }));
    expect(noticeAt(storage, 0)).toBeNull();
  });
});
