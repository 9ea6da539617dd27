/** The allow-list that article and page HTML passes on output (api/src/modules/content/sanitize.ts). */
import { describe, expect, it } from 'vitest';
import { sanitizeContent } from '../src/modules/content/sanitize';

describe('sanitizeContent', () => {
  it('keeps a slug id on a heading, so an in-page link such as #sikdatnes finds it', () => {
    expect(sanitizeContent('<h2 id="sikdatnes">6. Sīkdatnes</h2><h3 id="sīkdatņu-veidi">Veidi</h3>')).toBe(
      '<h2 id="sikdatnes">6. Sīkdatnes</h2><h3 id="sīkdatņu-veidi">Veidi</h3>',
    );
  });

  it('drops an id that is not a plain slug, and ids on anything but headings', () => {
    expect(sanitizeContent('<h2 id="__proto__">A</h2><h2 id="a b">B</h2><h2 id="Location">C</h2>')).toBe(
      '<h2>A</h2><h2>B</h2><h2>C</h2>',
    );
    expect(sanitizeContent('<p id="sikdatnes">Teksts</p><div id="root">x</div>')).toBe('<p>Teksts</p><div>x</div>');
  });
});
