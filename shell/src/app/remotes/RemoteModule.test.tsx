import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from './RemoteModule';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import type { RemoteModuleLoader } from './loadRemoteModule';
import { useProgress } from '@portal/shared-ui/stores/progress';

function HomePage({ greeting }: { greeting: string }) {
  return <h1>{greeting}</h1>;
}

/** Shows the progress store, as the shell's progress bar does. */
function Busy() {
  return <p>{useProgress((state) => state.pending) > 0 ? 'Notiek ielāde' : ''}</p>;
}

function page(loader: RemoteModuleLoader) {
  return (
    <RemoteLoaderContext.Provider value={loader}>
      <p>Galvene strādā</p>
      <RemoteModule
        remote="mf_catalog"
        module="./HomePage"
        props={{ greeting: 'Sveiki!' }}
        loading={<p>Ielādē...</p>}
        fallback={(retry) => <RemoteFallback onRetry={retry} />}
      />
    </RemoteLoaderContext.Provider>
  );
}

function renderWith(loader: RemoteModuleLoader) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(page(loader));
}

describe('a page from a remote', () => {
  it('renders the exposed module with its props', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: HomePage });
    renderWith(loader);
    expect(await screen.findByRole('heading', { name: 'Sveiki!' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_catalog', './HomePage');
  });

  it('appears as soon as it is loaded when mounted by a navigation (a transition), loading it once', async () => {
    // react-router renders a navigation in a transition; a page that suspends there is not
    // committed, so a lazy component kept in its state was created anew on every retry, and the
    // page only showed when React gave up waiting on the transition (5 s later).
    // Like the real loader, it moves the progress bar, an update elsewhere on the page that
    // interrupts the transition's render.
    const loader = vi.fn<RemoteModuleLoader>(() => {
      useProgress.getState().start();
      return new Promise((resolve) =>
        setTimeout(() => {
          useProgress.getState().done();
          resolve({ default: HomePage });
        }, 10),
      );
    });
    const view = render(
      <>
        <Busy />
        <p>Sākums</p>
      </>,
    );
    // As in the browser: outside act(), which would flush the transition in its own way.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const started = performance.now();
      startTransition(() =>
        view.rerender(
          <>
            <Busy />
            {page(loader)}
          </>,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Sveiki!' }, { timeout: 4000 })).toBeInTheDocument();
      expect(performance.now() - started).toBeLessThan(1500);
      expect(loader).toHaveBeenCalledTimes(1);
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('shows the Latvian fallback when the remote cannot be loaded, and the rest keeps working', async () => {
    renderWith(() => Promise.reject(new Error('manifest 404')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Šī sadaļa pašlaik nav pieejama' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Neizdevās ielādēt portāla daļu. Pārbaudi interneta savienojumu un mēģini vēlreiz.'),
    ).toBeVisible();
    expect(screen.getByText('Galvene strādā')).toBeVisible();
  });

  it('loads again on retry and shows the page once the remote is back', async () => {
    const loader = vi
      .fn<RemoteModuleLoader>()
      .mockRejectedValueOnce(new Error('network error'))
      .mockResolvedValue({ default: HomePage });
    renderWith(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { name: 'Sveiki!' })).toBeInTheDocument();
    expect(screen.queryByText('Šī sadaļa pašlaik nav pieejama')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps offering the retry while the remote stays down', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockRejectedValue(new Error('still down'));
    renderWith(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' })).toBeEnabled();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
