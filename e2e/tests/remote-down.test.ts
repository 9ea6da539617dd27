// The portal with mf-catalog's server down still shows header, footer and the fallback, and
// recovers on retry once the remote is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Session } from '../support/portal';
import { startCatalogServer, waitForHttp } from '../support/processes';
import { world } from '../support/world';

describe('a remote that is down', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('leaves header and footer working, shows the fallback, and recovers on retry', async () => {
    const port = world().catalogPort;
    const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
    expect((await fetch(manifest)).ok).toBe(true);
    // Take the remote's own server down (the global setup started it).
    process.kill(world().catalogPid, 'SIGTERM');
    await expect
      .poll(async () =>
        fetch(manifest).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');

    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Šī sadaļa pašlaik nav pieejama' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Jaunumi' }).first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Lapas karte' }).waitFor();
    await page.getByRole('button', { name: 'Autorizējies' }).first().waitFor();

    // Owned by the run, not this file, so the test files after this one find the remote up.
    startCatalogServer(port, inject('runnerPid'));
    await waitForHttp(manifest);
    await page.getByRole('button', { name: 'Mēģināt vēlreiz' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Šī sadaļa pašlaik nav pieejama' }).count()).toBe(0);
    await expect.poll(() => page.locator('main h2').count()).toBeGreaterThan(1);
  });
});
