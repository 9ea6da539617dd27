import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from './RemoteModule';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import type { RemoteModuleLoader } from './loadRemoteModule';

function HomePage({ greeting }: { greeting: string }) {
  return <h1>{greeting}</h1>;
}

function renderWith(loader: RemoteModuleLoader) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <p>Galvene strādā</p>
      <RemoteModule
        remote="mf_catalog"
        module="./HomePage"
        props={{ greeting: 'Sveiki!' }}
        loading={<p>Ielādē...</p>}
        fallback={(retry) => <RemoteFallback onRetry={retry} />}
      />
    </RemoteLoaderContext.Provider>,
  );
}

describe('a page from a remote', () => {
  it('renders the exposed module with its props', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: HomePage });
    renderWith(loader);
    expect(await screen.findByRole('heading', { name: 'Sveiki!' })).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mf_catalog', './HomePage');
  });

  it('shows the Latvian fallback when the remote cannot be loaded, and the rest keeps working', async () => {
    renderWith(() => Promise.reject(new Error('manifest 404')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Šī sadaļa pašlaik nav pieejama' })).toBeTruthy();
    expect(
      screen.getByText('Neizdevās ielādēt portāla daļu. Pārbaudi interneta savienojumu un mēģini vēlreiz.'),
    ).toBeTruthy();
    expect(screen.getByText('Galvene strādā')).toBeTruthy();
  });

  it('loads again on retry and shows the page once the remote is back', async () => {
    const loader = vi
      .fn<RemoteModuleLoader>()
      .mockRejectedValueOnce(new Error('network error'))
      .mockResolvedValue({ default: HomePage });
    renderWith(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { name: 'Sveiki!' })).toBeTruthy();
    expect(screen.queryByText('Šī sadaļa pašlaik nav pieejama')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps offering the retry while the remote stays down', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockRejectedValue(new Error('still down'));
    renderWith(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
