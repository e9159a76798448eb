import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGE_MENU, localizePath } from '../../../shared/languages';
import { PageHero } from '../../components/content';
import { RICH_TEXT } from '../../components/richText';
import { usePublicData } from '../../data';
import { blogPostKey, blogPostUrl, type BlogPost } from '../../../shared/blog';
import { useLanguage } from '../../useLanguage';
import usePageMeta from '../../usePageMeta';
import NotFoundPage from '../NotFoundPage';
import { ArticleByline } from './ArticleByline';
import { BlogError, BlogLoading } from './BlogStatus';
import BlogCover from '../../components/Picture';
import { ArticleCallToAction, RelatedArticles } from './RelatedArticles';

function BackToList() {
  const { t } = useTranslation('blog');
  const { localize } = useLanguage();
  return (
    <Button component={RouterLink} to={localize('/blog')} startIcon={<ArrowBack />}>
      {t('post.back')}
    </Button>
  );
}

/** Links to the same article in its other languages. */
function OtherLanguages({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const others = LANGUAGE_MENU.filter(({ code }) => code !== post.language && post.alternates.includes(code));
  if (others.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('post.otherLanguages')}{' '}
      {others.map(({ code, nativeName }, index) => (
        <span key={code}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={localizePath(`/blog/${post.slug}`, code)} hrefLang={code} lang={code}>
            {nativeName}
          </Link>
        </span>
      ))}
    </Typography>
  );
}


/**
 * The article: title (the page's h1), date and author, its cover, then its body; after it, its
 * related articles and the contact call to action.
 */
function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  usePageMeta(post.seoTitle || post.title, post.seoDescription || post.summary);
  return (
    <>
      <Box component="article">
        <PageHero eyebrow={t('list.eyebrow')} title={post.title} lead={post.summary}>
          <ArticleByline publishedAt={post.publishedAt} author={post.author} />
        </PageHero>
        <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
          <BlogCover cover={post.cover} eager sx={{ mb: { xs: 4, md: 5 } }} />
          {/* Sanitised by the server (server/markdown.ts): the same HTML the editor's preview shows. */}
          <Box className="article-body" sx={RICH_TEXT} dangerouslySetInnerHTML={{ __html: post.html }} />
          <Stack spacing={2} sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }}>
            <OtherLanguages post={post} />
            <BackToList />
          </Stack>
        </Container>
      </Box>
      <RelatedArticles items={post.related ?? []} />
      <ArticleCallToAction />
    </>
  );
}

/** While the article loads or after it failed to load. */
function PendingArticle({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('blog');
  usePageMeta(t('list.meta.title'), t('list.meta.description'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
      {failed ? <BlogError onRetry={onRetry} /> : <BlogLoading text={t('loadingPost')} />}
      <BackToList />
    </Container>
  );
}

/** /blog/:id: one article in the page's language; an unknown id is the site's not-found page. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const { lng } = useLanguage();
  const { data, error, loading, retry } = usePublicData<BlogPost>(blogPostKey(lng, id), blogPostUrl(lng, id));

  // 400 is a malformed slug: no such article either.
  if (error?.status === 404 || error?.status === 400) return <NotFoundPage />;
  if (loading || error || !data) return <PendingArticle failed={!loading} onRetry={retry} />;
  return <Article post={data} />;
}
