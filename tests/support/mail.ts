/**
 * Test support for mail: a real SMTP sink (smtp-server) on 127.0.0.1 that the app sends
 * through like any relay, and helpers that read the raw messages it received (mailparser does
 * not install here, STACK-NOTES.md: match on the raw message).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it: envelope and the raw DATA stream. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP error reply (`451` temporary, `554` permanent…). */
export interface SmtpReply {
  code: number;
  message: string;
}

/**
 * Starts a sink on a random (or the given) port. `refuse(raw)` true answers 554, to exercise
 * delivery failures; `reply(raw)` may answer any error code instead of accepting, and may
 * take its time (a promise holds the message until it resolves: a delivery in flight);
 * `onMail` sees every accepted message. Resolves with its `smtp://` URL, the list of received
 * messages and `close()`.
 */
export async function startSmtpSink(
  options: {
    port?: number;
    refuse?: (raw: string) => boolean;
    reply?: (raw: string) => SmtpReply | undefined | Promise<SmtpReply | undefined>;
    onMail?: (mail: ReceivedMail) => void;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // The built-in test certificate would fail nodemailer's TLS verification.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (options.refuse?.(raw)) {
          callback(Object.assign(new Error('Message refused by policy'), { responseCode: 554 }));
          return;
        }
        const refusal = await options.reply?.(raw);
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The value of header `name` in a raw message (unfolded, RFC 2047 words left encoded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1];
}

/** The text body of a single-part raw message, transfer encoding (base64, quoted-printable) undone. */
export function decodedBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '');
  const encoding = header(raw, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** One part of a multipart message: its Content-Type and its decoded body. */
export interface MimePart {
  contentType: string;
  body: string;
}

/**
 * The leaf parts of a raw message (nested multiparts walked), each decoded like
 * {@link decodedBody}; a single-part message is one part.
 */
export function mimeParts(raw: string): MimePart[] {
  const contentType = header(raw, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\//i.test(contentType) || !boundary) return [{ contentType, body: decodedBody(raw) }];
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => mimeParts(section.replace(/^\r?\n/, '')));
}
