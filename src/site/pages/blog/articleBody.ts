/** A block of an article body: a subheading or a paragraph. */
export type ArticleBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/**
 * Splits an article body (plain text, paragraphs separated by blank lines, lines starting with
 * `## ` as subheadings) into blocks. Single line breaks inside a paragraph become spaces; a
 * subheading line directly followed by text starts a paragraph of its own.
 */
export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const rawLine of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      endParagraph();
    } else if (line.startsWith('## ')) {
      endParagraph();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
