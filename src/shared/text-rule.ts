/**
 * The text rule of every human-entered text, names and descriptions alike, shared by the API
 * (server/routes/schemas.ts: names, descriptions; server/routes/contact.ts: the contact form)
 * and the browser (the contact form's own check, src/site/contact/validation.ts): no control
 * (Cc), format (Cf: zero-width, bidi overrides and isolates, BOM) or line/paragraph separator
 * characters. Invisible or reordering text (U+202E shows "txt.exe" as "exe.txt") has no place
 * in what people read, and a line break in a name would start a forged line in a mail (OWASP
 * "Input Validation": allow-list the character classes a field needs; Unicode Technical
 * Report 36 "Bidirectional Text Spoofing"; docs/decisions.md#strict-validation).
 */

/** The characters the text rule refuses. */
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Tab, line feed and carriage return: the only controls a multi-line text may hold. */
const LINE_CONTROLS = /[\t\n\r]/g;

/**
 * True when `text` breaks the text rule ({@link FORBIDDEN_IN_TEXT}); a `multiline` text (a
 * description) may also hold tabs and line breaks.
 */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return FORBIDDEN_IN_TEXT.test(multiline ? text.replace(LINE_CONTROLS, '') : text);
}

/**
 * `text` as one line that the text rule accepts: each run of refused characters (line breaks
 * included) becomes one space. For values put into a one-line place (a mail's header or a
 * labelled line) whatever their origin.
 */
export function asOneLine(text: string): string {
  return text.replace(new RegExp(`${FORBIDDEN_IN_TEXT.source}+`, 'gu'), ' ');
}
