/**
 * The reply a contact message's Reply button starts in the email composer
 * (src/resources/emails/ComposeEmail.tsx): addressed to the sender, "Re: " and the message's
 * first words as the subject, the message quoted in the Markdown body (`> ` lines) with room for
 * the answer after it, and `contactMessageId`, which the send carries so that the mail is
 * linked to the message and the message becomes in progress (server/routes/emails.ts).
 */
import { MAX_SUBJECT_LENGTH } from '../../shared/resources/emails';

/** Characters of the message's first line the subject takes at most (before "…"). */
export const SUBJECT_WORDS_LENGTH = 60;

/** What the reply needs of a message. */
export interface RepliedMessage {
  id: number;
  name: string;
  email: string;
  message: string;
}

/** The composer's starting values (its form record, passed in the router state). */
export interface ReplyDraft {
  to: string;
  subject: string;
  body: string;
  contactMessageId: number;
  /** Shown above the form; not sent. */
  replyToName: string;
}

/** `text` as a Markdown block quote: every line prefixed with `> ` (empty lines with `>`). */
export function quoted(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

/** "Re: " and the message's first non-empty line, cut at a word near {@link SUBJECT_WORDS_LENGTH} characters. */
export function replySubject(message: string): string {
  const first = message.split(/\r?\n/).map((line) => line.trim()).find(Boolean) ?? '';
  const characters = [...first];
  if (characters.length <= SUBJECT_WORDS_LENGTH) return `Re: ${first}`.trim().slice(0, MAX_SUBJECT_LENGTH);
  const cut = characters.slice(0, SUBJECT_WORDS_LENGTH).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `Re: ${(atWord.length > SUBJECT_WORDS_LENGTH / 2 ? atWord : cut).trimEnd()}…`;
}

/** The composer's starting values for a reply to `message`. */
export function replyDraft(message: RepliedMessage): ReplyDraft {
  return {
    to: message.email,
    subject: replySubject(message.message),
    body: `${quoted(message.message.trim())}\n\n`,
    contactMessageId: message.id,
    replyToName: message.name,
  };
}
