import { useCallback, useEffect, useState } from 'react';
import { keepNotice, noticeAt, type Notice } from './notice';

// The status line's notice, read back from sessionStorage on mount (a reload mid-notice
// shows the rest of it) and cleared when its time is up.

export function useNotice(): [Notice | null, (text: string, error: boolean) => void] {
  const [notice, setNotice] = useState<Notice | null>(() => noticeAt(sessionStorage, Date.now()));

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(
      () => setNotice(noticeAt(sessionStorage, Date.now())),
      Math.max(0, notice.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [notice]);

  const show = useCallback(
    (text: string, error: boolean) =>
      setNotice(keepNotice(sessionStorage, text, error, Date.now())),
    [],
  );
  return [notice, show];
}
