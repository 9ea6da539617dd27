import { satisfies, type RemoteMapEntry } from '@portal/contracts/releases';

/**
 * Why the page must not run `remote`'s code (issue 21, scope 4): the first shared singleton it needs
 * in a range the shell's copy is outside of, or that the shell does not provide; null when none.
 * Loaded only for a remote built against other versions than the shell's (loadRemoteModule), so
 * the check costs the home page nothing.
 */
export function sharedMismatch(
  remote: Pick<RemoteMapEntry, 'name' | 'shared'>,
  provided: Record<string, string>,
): string | null {
  for (const [pkg, { needs }] of Object.entries(remote.shared)) {
    const have = provided[pkg];
    if (!have || !satisfies(have, needs))
      return `Refused ${remote.name}: it needs ${pkg} ${needs}, the shell provides ${have ?? 'none'}`;
  }
  return null;
}
