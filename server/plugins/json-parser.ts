/**
 * The JSON body parser: Fastify's own (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys), behind a nesting-depth limit. No request of this API nests
 * deeper than a few levels, while `[[[[…]]]]` in a 1 MiB body nests half a million levels
 * deep and would overflow the stack of any recursive walk over the parsed value (validation,
 * logging, serialisation). Such a body is refused before it is parsed: 400 with the usual
 * error body (OWASP Input Validation Cheat Sheet: bound the size and structure of input).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The deepest nesting of arrays and objects a JSON body may have (the top level is 1). */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text `text` nests arrays and objects deeper than `max` levels. One pass
 * over the text, without parsing it: brackets and braces count only outside strings (JSON
 * string escapes, RFC 8259 section 7, are skipped). Malformed text is measured the same way;
 * the parser refuses it afterwards.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** The 400 of a body nested too deeply (shown as `{message: 'Bad request', reason}`). */
function tooDeep(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`), {
    statusCode: 400,
    code: 'JSON_TOO_DEEP',
  });
}

/** Replaces the `application/json` parser of the root instance (register it before any route). */
export default fp(
  async function jsonParser(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(tooDeep(), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-parser' },
);
