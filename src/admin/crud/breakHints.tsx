import { Fragment, type ReactNode } from 'react';

/**
 * `text` (an email address, a URL) with line-break opportunities (`<wbr>`) before each `@` and
 * after each `.`, `/`, `-` and `_`: in a narrow column it wraps between its parts
 * (`milica.petrovic` / `@example.com`), never inside a word, as `overflow-wrap: anywhere` did.
 */
export function withBreakHints(text: string): ReactNode {
  const parts = text.split(/(?=@)|(?<=[./_-])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
