/**
 * A slug made from a title (the editor's "from the English title" button): lower-case ASCII
 * letters and digits, words joined by single hyphens, as the definition's slug rule asks
 * (ARTICLE_SLUG_PATTERN, src/shared/resources/articles.ts), at most MAX_ARTICLE_SLUG_LENGTH long.
 */
import { MAX_ARTICLE_SLUG_LENGTH } from '../../shared/resources/articles';

/** Letters that Unicode does not decompose into an ASCII letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = {
  đ: 'dj',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
  '&': ' and ',
};

/**
 * `title` as a slug: accents dropped (Čačak → cacak), other letters outside ASCII left out,
 * every run of other characters one hyphen, none at either end; '' when nothing is left.
 */
export function slugify(title: string): string {
  const folded = title
    .toLowerCase()
    .replace(/[đßæœøłþðı&]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, MAX_ARTICLE_SLUG_LENGTH).replace(/-+$/, '');
}
