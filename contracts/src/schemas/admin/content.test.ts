import { describe, expect, it } from 'vitest';
import { validate } from '@portal/contracts/validation';
import {
  ArticleChanges,
  ArticleForm,
  BannerChanges,
  FrontPageSettingsForm,
  LinkForm,
  PageForm,
  htmlHasText,
  isBannerTarget,
  isEditorLink,
} from '@portal/contracts/schemas/admin/content';

describe('the content administration’s schemas', () => {
  it('make a new post a draft, and read the browser’s and multipart’s yes/no', () => {
    const post = validate(ArticleForm, { title: ' Konference ', content: '<p>Teksts</p>' });
    expect(post).toEqual({
      success: true,
      output: { title: 'Konference', description: '', content: '<p>Teksts</p>', published: false, remove_image: false },
    });
    for (const [sent, read] of [
      ['1', true],
      ['on', true],
      [true, true],
      ['0', false],
      ['false', false],
      [0, false],
    ] as const) {
      const checked = validate(ArticleForm, { title: 'x', content: '<p>x</p>', published: sent });
      expect(checked.success && checked.output.published, String(sent)).toBe(read);
    }
  });

  it('leave out of an edit what was not sent', () => {
    expect(validate(ArticleChanges, { published: 'true' })).toEqual({ success: true, output: { published: true } });
    expect(validate(BannerChanges, { position: '3' })).toEqual({ success: true, output: { position: 3 } });
    expect(validate(ArticleChanges, { title: '' })).toEqual({
      success: false,
      errors: { title: ['Obligāti jāaizpilda nosaukums.'] },
    });
  });

  it('count a body without words as empty', () => {
    expect(htmlHasText('<p></p><p>&nbsp;</p><h2> </h2>')).toBe(false);
    expect(htmlHasText('<p>x</p>')).toBe(true);
  });

  it('lower-case an address and keep it to a–z, digits and single hyphens with a letter', () => {
    const slug = (value: string) => {
      const checked = validate(PageForm, { title: 'Lapa', slug: value, content: '<p>x</p>' });
      return checked.success ? checked.output.slug : checked.errors.slug?.[0];
    };
    expect(slug(' Par-Mums ')).toBe('par-mums');
    expect(slug('2026-gads')).toBe('2026-gads');
    expect(slug('2026')).toBe('Lapas adresē jābūt vismaz vienam burtam.');
    expect(slug('par--mums')).toMatch(/^Lapas adresē drīkst būt tikai/);
    expect(slug('mūsu')).toMatch(/^Lapas adresē drīkst būt tikai/);
  });

  it('let a banner lead to a web address or a portal address only', () => {
    expect(['https://example.lv/a', 'http://skola.lv', '/jaunumi', '/lapa/about#x'].every(isBannerTarget)).toBe(true);
    expect(
      ['javascript:alert(1)', '//evil.example', '/\\evil', 'ftp://x.lv', 'example.lv', '/a b'].some(isBannerTarget),
    ).toBe(false);
    expect(isEditorLink('mailto:info@skola.lv')).toBe(true);
    expect(validate(LinkForm, { href: 'mailto:' }).success).toBe(false);
  });

  it('want both home page switches', () => {
    expect(validate(FrontPageSettingsForm, { show_banners: '1', show_articles: false })).toEqual({
      success: true,
      output: { show_banners: true, show_articles: false },
    });
    expect(validate(FrontPageSettingsForm, { show_banners: '' })).toEqual({
      success: false,
      errors: {
        show_banners: ['Obligāti jānorāda, vai „Rādīt banerus sākumlapā”.'],
        show_articles: ['Obligāti jānorāda, vai „Rādīt jaunumus sākumlapā”.'],
      },
    });
  });
});
