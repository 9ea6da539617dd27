import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RemoteMapEntry } from '@portal/contracts/releases';
import { RemoteModule } from './RemoteModule';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import { refusingMismatched, type RemoteModuleLoader } from './loadRemoteModule';
import { sharedMismatch } from './sharedMismatch';

/** What this shell's build provides (defined by its build, and for tests by its vitest config). */
const PROVIDED = { react: '19.3.1', 'react-dom': '19.3.1', '@portal/shared-ui': '1.0.0', '@portal/contracts': '2.0.0' };

function entry(shared: RemoteMapEntry['shared']): RemoteMapEntry {
  return { name: 'mf_catalog', entry: '/mf/catalog/1.0.1/mf-manifest.json', version: '1.0.1', routes: [], shared };
}

const NEEDS_REACT_18 = entry({ react: { builtWith: '18.3.1', needs: '^18.3.1' } });
const FITS = entry({
  react: { builtWith: '19.3.1', needs: '~19.3.1' },
  '@portal/shared-ui': { builtWith: '1.0.0', needs: '^1.0.0' },
});

function HomePage() {
  return <h1>Sveiki!</h1>;
}

function renderPage(loader: RemoteModuleLoader) {
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <RemoteModule
        remote="mf_catalog"
        module="./HomePage"
        loading={<p>Ielādē...</p>}
        fallback={(retry) => <RemoteFallback onRetry={retry} />}
      />
    </RemoteLoaderContext.Provider>,
  );
}

describe('a remote the shell cannot run (strict versions)', () => {
  it('is refused before any of its code loads: the fallback panel shows, and the console names what is wrong', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: HomePage });
    renderPage(refusingMismatched(load, async () => [NEEDS_REACT_18], PROVIDED));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Šī sadaļa pašlaik nav pieejama' }),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Sveiki!')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Refused mf_catalog: it needs react ^18.3.1, the shell provides 19.3.1');
  });

  it('loads a remote whose needs the shell meets, and one the map does not describe', async () => {
    const load = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: HomePage });
    renderPage(refusingMismatched(load, async () => [FITS], PROVIDED));
    expect(await screen.findByRole('heading', { name: 'Sveiki!' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_catalog', './HomePage');
    await expect(refusingMismatched(load, async () => [], PROVIDED)('mf_catalog', './HomePage')).resolves.toEqual({
      default: HomePage,
    });
  });
});

describe('sharedMismatch', () => {
  it('names a package the shell does not provide, or provides outside the range', () => {
    expect(sharedMismatch(entry({ zustand: { builtWith: '5.1.0', needs: '~5.1.0' } }), PROVIDED)).toBe(
      'Refused mf_catalog: it needs zustand ~5.1.0, the shell provides none',
    );
    expect(sharedMismatch(entry({ '@portal/contracts': { builtWith: '3.0.0', needs: '^3.0.0' } }), PROVIDED)).toBe(
      'Refused mf_catalog: it needs @portal/contracts ^3.0.0, the shell provides 2.0.0',
    );
    expect(sharedMismatch(FITS, PROVIDED)).toBeNull();
  });
});

describe('the loader', () => {
  it("checks against what this shell's build provides when not told", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<RemoteModuleLoader>();
    await expect(refusingMismatched(load, async () => [NEEDS_REACT_18])('mf_catalog', './HomePage')).rejects.toThrow(
      /^Refused mf_catalog: it needs react \^18\.3\.1, the shell provides 19\./,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('skips the check for a remote built against the very versions the shell provides', async () => {
    const load = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: HomePage });
    // A need the versions alone would refuse: built with what the shell has, it is not looked at.
    const same = entry({ react: { builtWith: '19.3.1', needs: '^20.0.0' } });
    await refusingMismatched(load, async () => [same], PROVIDED)('mf_catalog', './HomePage');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
