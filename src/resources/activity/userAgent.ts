/**
 * A user agent string in words ("Chrome 131 on Windows") with bowser (MIT), parsed in the
 * browser where the activity log shows it. Imported only by the activity log's own displays
 * (./ActivityFields.tsx), so the parser travels in the activity screens' lazy chunk and never in
 * the back office's first download (docs/decisions.md#admin-bundle).
 */
import Bowser from 'bowser';

/** The browser (name and major version) and the operating system a user agent names; empty when it names neither. */
export interface UserAgentParts {
  browser?: string;
  os?: string;
}

/** `ua` parsed; a string no browser would send (`curl/8.5`, a script) gives `{}`. */
export function userAgentParts(ua: string): UserAgentParts {
  const parser = Bowser.getParser(ua);
  const { name, version } = parser.getBrowser();
  const os = parser.getOSName();
  const major = version?.split('.')[0];
  return {
    ...(name ? { browser: major ? `${name} ${major}` : name } : {}),
    ...(os ? { os } : {}),
  };
}
