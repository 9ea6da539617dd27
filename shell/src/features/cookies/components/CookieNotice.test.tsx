import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CookieNotice } from './CookieNotice';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function renderNotice() {
  return render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );
}

describe('cookie notice', () => {
  afterEach(clearCookies);

  it('is shown until consent is given, with a link to the cookie information', () => {
    renderNotice();
    const notice = screen.getByRole('region', { name: 'Sīkdatņu paziņojums' });
    expect(notice).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vairāk par sīkdatnēm' }).getAttribute('href')).toBe(
      '/lapa/noteikumi#sikdatnes',
    );
  });

  it('stores consent in the cookie named "cookie" and goes away', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Piekrītu' }));
    expect(screen.queryByRole('region', { name: 'Sīkdatņu paziņojums' })).not.toBeInTheDocument();
    expect(document.cookie).toMatch(/(^|;\s*)cookie=1/);
  });

  it('keeps the bottom of the page free for itself while it shows, and gives it back on consent', async () => {
    renderNotice();
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--cookie-notice-space')).toMatch(/^\d+(\.\d+)?px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Piekrītu' }));
    expect(root.style.getPropertyValue('--cookie-notice-space')).toBe('');
  });

  it('stays hidden on the next visit once consent is stored', () => {
    document.cookie = 'cookie=1; Path=/';
    renderNotice();
    expect(screen.queryByRole('button', { name: 'Piekrītu' })).not.toBeInTheDocument();
  });
});
