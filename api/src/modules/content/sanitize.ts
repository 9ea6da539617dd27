/**
 * Article and page HTML comes from administrators, but it is still cleaned on output with an
 * allow-list: no scripts, no event handlers, no javascript: or other unexpected URL schemes, no
 * inline styles. What remains is the formatting the news and static pages use.
 */
import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
/** Lower-case letters, digits and hyphens, starting with a letter (Latvian letters included). */
const ANCHOR_ID = /^[a-zāčēģīķļņšūž][a-z0-9āčēģīķļņšūž-]{0,63}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'q',
    'cite',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    abbr: ['title'],
    // Anchors for in-page links such as the cookie notice's `/lapa/noteikumi#sikdatnes`.
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand the opener to the other site.
    // Only a plain slug as an id: nothing that could shadow a property the page's scripts look up.
    ...Object.fromEntries(
      HEADINGS.map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => {
          const { id, ...rest } = attribs;
          return { tagName, attribs: id && ANCHOR_ID.test(id) ? { ...rest, id } : rest };
        },
      ]),
    ),
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeContent(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
