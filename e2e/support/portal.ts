// Helpers for the browser tests: the portal's address, its API, and a fresh page per test.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launch } from './browser';
import { trackRequests } from './requests';
import { world } from './world';

export const baseUrl = () => world().baseUrl;

export interface NodeJson {
  id: number;
  parent_id: number | null;
  category: { title: string; materials_count: number };
  children?: NodeJson[];
}

export async function api<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The category tree as the API gives it to the portal. */
export async function categoryTree(): Promise<NodeJson[]> {
  return (await api<{ data: NodeJson[] }>('/api/categories')).data;
}

export function flatten(nodes: NodeJson[]): NodeJson[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

export const DEMO_TEACHER = { email: 'anna.ozola@demo.lv', password: 'Parole123', name: 'Anna Ozola' };
export const DEMO_ADMIN = { email: 'admin@demo.lv', password: 'Admins123', name: 'Portāla Administrators' };

export class Session {
  browser!: Browser;
  context!: BrowserContext;
  page!: Page;
  errors: string[] = [];

  async open(options: BrowserContextOptions = {}): Promise<Page> {
    this.browser = await launch();
    this.context = await this.browser.newContext({
      baseURL: baseUrl(),
      locale: 'lv-LV',
      viewport: { width: 1280, height: 900 },
      // No fade-in animations half-way through when axe measures colour contrast.
      reducedMotion: 'reduce',
      ...options,
    });
    this.page = await this.context.newPage();
    trackRequests(this.page);
    this.page.on('pageerror', (e) => this.errors.push(String(e)));
    // The cookie notice is tested on its own; elsewhere consent is given so it does not cover the page.
    await this.context.addCookies([{ name: 'cookie', value: '1', url: baseUrl() }]);
    return this.page;
  }

  async close() {
    await this.browser?.close();
  }
}

/** Signs in through the login dialog opened from the header. */
export async function signIn(page: Page, user = DEMO_TEACHER) {
  await page.getByRole('button', { name: 'Autorizējies' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Autorizējies' });
  await dialog.getByLabel('E-pasts').fill(user.email);
  await dialog.getByLabel('Parole').fill(user.password);
  await dialog.getByRole('button', { name: 'Ienākt' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** An API call as the teacher signed in on `page` (the bearer token the portal keeps in its `token` cookie). */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('not signed in');
  const response = await fetch(baseUrl() + path, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
