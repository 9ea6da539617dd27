// Every browser test file: its shared Chromium (support/browser.ts) is closed after its last test.
import { afterAll } from 'vitest';
import { closeBrowser } from './browser';

afterAll(closeBrowser);
