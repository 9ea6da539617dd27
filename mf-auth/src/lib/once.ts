/**
 * Single-use calls (an e-mail verification token, an OAuth code) made from an effect. React's
 * strict mode runs an effect twice in development; the second run must get the first call's
 * answer instead of spending the token again. The entry is forgotten once the call settles.
 */
const running = new Map<string, Promise<unknown>>();

export function once<T>(key: string, call: () => Promise<T>): Promise<T> {
  const existing = running.get(key);
  if (existing) return existing as Promise<T>;
  const started = call().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
