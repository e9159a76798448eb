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
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

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

/** `fragment` (from {@link renderMarkdown}) as the complete HTML document a mail carries. */
export function htmlDocument(fragment: string): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head><body>\n${fragment}\n</body></html>\n`;
}
