import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface AsyncState<T> {
  /** true until the answer for the current key has arrived (also while reloading) */
  loading: boolean;
  /** the answer for the current key; within one `scope`, the last answer while the next one loads */
  data: T | undefined;
  /** the failure for the current key, or null */
  error: unknown;
  /** loads the current key again (the retry of an error state) */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  scope: string | undefined;
  data?: T;
  error?: unknown;
  failed: boolean;
}

/**
 * Loads data for a key (a string of everything the request depends on, e.g. `category:5|likes|2`).
 * Answers that arrive after the key has changed are dropped, so a slow earlier request can never
 * overwrite a newer one. Loading is derived from "is there an answer for this key", which keeps the
 * state consistent without resetting it by hand in the effect.
 */
export interface AsyncOptions {
  /**
   * While the next page or sort of the same list loads, its last answer stays on screen (dimmed by
   * the grid), so the layout does not jump; a different scope (another category) starts empty.
   */
  scope?: string;
}

export function useAsync<T>(key: string | null, load: () => Promise<T>, { scope }: AsyncOptions = {}): AsyncState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fullKey = key === null ? null : `${key}#${attempt}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    if (fullKey === null) return;
    let current = true;
    run().then(
      (data) => {
        if (current) setSettled({ key: fullKey, scope, data, failed: false });
      },
      (error: unknown) => {
        if (current) setSettled({ key: fullKey, scope, error, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [fullKey, scope]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const mine = settled !== null && settled.key === fullKey ? settled : null;
  const previous =
    scope !== undefined && settled !== null && !settled.failed && settled.scope === scope ? settled.data : undefined;
  return {
    loading: fullKey !== null && mine === null,
    data: mine ? mine.data : previous,
    error: mine?.failed ? mine.error : null,
    reload,
  };
}
