/**
 * The form's checks of an article's versions and tags, with the messages the API's 422s are
 * worded from (locales `resources.articles.validation.*`) and the limits of the definition's
 * file (src/shared/resources/articles.ts; server/routes/articles.ts holds the same limits).
 * Lengths count Unicode code points of the trimmed text, as the API does.
 */
import type { Validator } from 'react-admin';
import {
  ARTICLE_TAG_PATTERN,
  MAX_ARTICLE_BODY_LENGTH,
  MAX_ARTICLE_SUMMARY_LENGTH,
  MAX_ARTICLE_TAG_LENGTH,
  MAX_ARTICLE_TAGS,
  MAX_ARTICLE_TITLE_LENGTH,
} from '../../../shared/resources/articles';

const V = 'resources.articles.validation';

/** A length rule under `key`'s message; with `min` ≥ 1 the field is required (react-admin's asterisk). */
function lengthRule(key: string, min: number, max: number): Validator {
  const rule: Validator & { isRequired?: boolean } = (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    const length = [...text].length;
    return length < min || length > max ? { message: `${V}.${key}`, args: { max } } : undefined;
  };
  if (min > 0) rule.isRequired = true;
  return rule;
}

/** Validators of each written field of a version. */
export const VERSION_RULES = {
  title: [lengthRule('title', 1, MAX_ARTICLE_TITLE_LENGTH)],
  summary: [lengthRule('summary', 1, MAX_ARTICLE_SUMMARY_LENGTH)],
  body: [lengthRule('body', 1, MAX_ARTICLE_BODY_LENGTH)],
  seoTitle: [lengthRule('seoTitle', 0, MAX_ARTICLE_TITLE_LENGTH)],
  seoDescription: [lengthRule('seoDescription', 0, MAX_ARTICLE_SUMMARY_LENGTH)],
} as const satisfies Record<string, Validator[]>;

const TAG = new RegExp(ARTICLE_TAG_PATTERN, 'u');

/** A typed tag as stored: trimmed, lower-case, spaces as hyphens ("Cloud Native" → cloud-native). */
export function normaliseTag(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/** The tags: each one word or hyphen-joined words of at most MAX_ARTICLE_TAG_LENGTH, at most MAX_ARTICLE_TAGS. */
export const tagsRule: Validator = (value: unknown) => {
  const tags = Array.isArray(value) ? (value as unknown[]) : [];
  const bad = tags.find((tag) => typeof tag !== 'string' || [...tag].length > MAX_ARTICLE_TAG_LENGTH || !TAG.test(tag));
  if (bad !== undefined) return { message: `${V}.tag`, args: { max: MAX_ARTICLE_TAG_LENGTH } };
  if (tags.length > MAX_ARTICLE_TAGS) return { message: `${V}.tags`, args: { max: MAX_ARTICLE_TAGS } };
  return undefined;
};
