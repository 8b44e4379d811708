import { useEffect } from 'react';
import { useRouter } from './context';

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useRouter();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
