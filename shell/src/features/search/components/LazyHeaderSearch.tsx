import { lazy, Suspense } from 'react';

// The search is for signed-in teachers only (spec §6): a visitor's page never downloads it.
const load = () => import('./HeaderSearch');
const HeaderSearch = lazy(() => load().then((m) => ({ default: m.HeaderSearch })));

/** Starts the download early, while a session is being restored, so the box comes with the user menu. */
export function preloadHeaderSearch(): void {
  void load();
}

export function LazyHeaderSearch() {
  return (
    <Suspense fallback={null}>
      <HeaderSearch />
    </Suspense>
  );
}
