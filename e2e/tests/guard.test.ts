// Spec §2.1: a login-required route visited anonymously goes home and opens the login dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, categoryTree } from '../support/portal';

describe('the navigation guard', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('sends an anonymous visit to a category home and opens the login dialog', async () => {
    const [first] = await categoryTree();
    await s.page.goto(`/kategorija/${first!.id}`);
    await s.page.getByRole('dialog', { name: 'Autorizējies' }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/');
  });
});
