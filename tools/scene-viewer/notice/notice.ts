// The status line's notices ("Saved games/dice/tuning.json"): kept in sessionStorage with
// the moment they stop showing, so a notice outlives a scene restart and a page reload
// (a hot reload after the save) and still goes after the same couple of seconds.

export const NOTICE_MS = 2_500;
const KEY = 'scene-viewer:notice';

export type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Notice {
  text: string;
  error: boolean;
  /** Epoch ms at which it goes. */
  until: number;
}

export function keepNotice(
  storage: NoticeStorage,
  text: string,
  error: boolean,
  now: number,
): Notice {
  const notice = { text, error, until: now + NOTICE_MS };
  storage.setItem(KEY, JSON.stringify(notice));
  return notice;
}

/** The notice still showing at `now`, or null (an expired one is dropped). */
export function noticeAt(storage: NoticeStorage, now: number): Notice | null {
  let notice: Partial<Notice> | null;
  try {
    notice = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Notice> | null;
  } catch {
    notice = null;
  }
  if (
    notice &&
    typeof notice.text === 'string' &&
    typeof notice.until === 'number' &&
    notice.until > now
  ) {
    return { text: notice.text, error: notice.error === true, until: notice.until };
  }
  storage.removeItem(KEY);
  return null;
}
