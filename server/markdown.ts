/**
 * Markdown → safe HTML, one function for every place the product shows Markdown: mails composed
 * by staff and the compose screen's preview (docs/decisions.md#organisations), and blog articles
 * on the public site and in the article editor's preview (docs/decisions.md#publishing). Rendered with
 * `marked` (GitHub-flavoured, single line breaks kept) and then sanitised with
 * `sanitize-html` against an allow-list, so that whatever the Markdown holds (raw HTML,
 * `javascript:` links, event handlers, styles) the mail and the compose screen's preview carry
 * only plain formatting: headings, paragraphs, emphasis, lists, quotes, code, tables, links
 * (http, https, mailto, tel) and images from http(s) addresses or the site's own paths (`/media/…`).
 */
import { randomBytes } from 'node:crypto';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './publishing/page-document';

/** One renderer for the process; its options never change (no global `marked` state). */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** The sanitised HTML of the Markdown `source` (the same for the mail and for the preview). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, SANITIZE).trim();
}

/**
 * The sanitised HTML of Markdown that holds values which must stay text (docs/decisions.md#email-templates:
 * a recipient's name in a template mail). `compose(mark)` writes the Markdown source, putting
 * `mark(value)` wherever a value goes: an opaque word made of a random number drawn for this
 * render and the value's index, which Markdown leaves alone and which neither the source's
 * author nor a value can forge. The Markdown is rendered with the words, and while it is
 * sanitised each word becomes its value: escaped, in text (so a value never becomes a link,
 * emphasis, a heading or a tag, whatever it holds); as written, in an attribute the source's own
 * Markdown made (`[reset](https://example.com/?u={{name}})`), a link's or image's address
 * encoded as marked encodes one (`encodeURI`) and then held to the allow-list's schemes like
 * any other.
 */
export function renderMarkdownWithValues(compose: (mark: (value: string) => string) => string): string {
  const nonce = randomBytes(12).toString('hex');
  const values: string[] = [];
  const source = compose((value) => `v${nonce}x${values.push(value) - 1}z`);
  const word = new RegExp(`v${nonce}x(\\d+)z`, 'g');
  const valueAt = (index: string) => values[Number(index)] ?? '';
  const asAddress = (value: string) => {
    try {
      return encodeURI(value).replace(/%25/g, '%');
    } catch {
      return '';
    }
  };
  const html = sanitizeHtml(markdown.parse(source) as string, {
    ...SANITIZE,
    // Attributes are read decoded and written escaped by sanitize-html; `href`/`src` are checked after this.
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs).map(([name, value]) => [
            name,
            value.replace(word, (_, index: string) => (name === 'href' || name === 'src' ? asAddress(valueAt(index)) : valueAt(index))),
          ]),
        ),
      }),
    },
    // Text arrives escaped and is written as returned.
    textFilter: (text) => text.replace(word, (_, index: string) => escapeHtml(valueAt(index))),
  });
  return html.trim();
}

/** `fragment` (from {@link renderMarkdown}) as the complete HTML document a mail carries. */
export function htmlDocument(fragment: string): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head><body>\n${fragment}\n</body></html>\n`;
}
