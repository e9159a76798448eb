/**
 * The mails of the e2e run: the global setup's SMTP sink writes every message it receives to
 * `inject('mailDir')` as `<n>.eml`; these read them back (raw, and the decoded text body).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { decodedBody } from '../support/mail';

/** Raw messages the global setup's SMTP sink received so far (none without a sink). */
export function receivedMails(): string[] {
  const dir = inject('mailDir');
  if (!dir) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/**
 * The first received message `matches` accepts (given the raw message and its decoded text
 * body), looked for every 200 ms; throws 'no matching mail arrived' after 15 s.
 */
export async function waitForMail(matches: (raw: string, text: string) => boolean): Promise<{ raw: string; text: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const raw of receivedMails()) {
      const text = decodedBody(raw);
      if (matches(raw, text)) return { raw, text };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no matching mail arrived');
}
