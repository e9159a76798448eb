/**
 * What closes an article page (docs/decisions.md#publishing): its related articles as cards
 * (the server picks them, src/shared/blog.ts pickRelated, so the prerendered page and the API
 * show the same) and the site's contact call to action.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BlogListItem } from '../../../shared/blog';
import { CallToAction, ContentSection } from '../../components/content';
import { useLanguage } from '../../useLanguage';
import { ArticleByline } from './ArticleByline';
import BlogCover from '../../components/Picture';

/** A card's cover: a third of the 1200 px column, half the width on tablets, 112 px on phones. */
const CARD_COVER_SIZES = '(min-width: 900px) 360px, (min-width: 600px) 50vw, 112px';

/**
 * One related article: its cover, linked title (h3), byline and summary; on phones a small cover
 * beside the title and no summary, so three of them stay short.
 */
function RelatedCard({ item }: { item: BlogListItem }) {
  const { localize } = useLanguage();
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '112px 1fr', sm: '1fr' }, alignItems: 'start' }}>
        <BlogCover cover={item.cover} sizes={CARD_COVER_SIZES} />
        <Box>
          <Typography variant="h3" sx={{ fontSize: { xs: '1.05rem', sm: '1.15rem' }, lineHeight: 1.35, mb: 1 }}>
            <Link component={RouterLink} to={localize(`/blog/${item.slug}`)} underline="hover" color="inherit">
              {item.title}
            </Link>
          </Typography>
          <ArticleByline publishedAt={item.publishedAt} author={item.author} />
          <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, mt: 1.5, lineHeight: 1.6 }}>{item.summary}</Typography>
        </Box>
      </Box>
    </Card>
  );
}

/** The related articles (nothing when there are none) in a grid: one column on phones, two on tablets, three on wide screens. */
export function RelatedArticles({ items }: { items: readonly BlogListItem[] }) {
  const { t } = useTranslation('blog');
  if (items.length === 0) return null;
  return (
    <ContentSection id="related" title={t('post.related.title')} muted>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {items.map((item) => (
          <li key={item.slug}>
            <RelatedCard item={item} />
          </li>
        ))}
      </Box>
    </ContentSection>
  );
}

/** The contact call to action under an article (the content pages' own CallToAction). */
export function ArticleCallToAction() {
  const { t } = useTranslation('blog');
  return <CallToAction title={t('post.cta.title')} text={t('post.cta.text')} button={t('post.cta.button')} />;
}
