/**
 * Building blocks of the public content pages, so every page shares one look and one heading
 * order: one `PageHero` (the page's only h1), then `ContentSection`s (h2) holding
 * `FeatureGrid`s (h3 cards), `BulletList`s and prose, and a closing `CallToAction`.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useLanguage } from '../../useLanguage';
import Illustration from '../Illustration';

/**
 * Page header: optional eyebrow, the page's h1 and a lead paragraph; with `illustration`, the
 * text sits beside it on wide screens (text 7/12, picture 5/12) and above it on phones.
 */
export function PageHero({ eyebrow, title, lead, children, illustration }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode; illustration?: string }) {
  const text = (
    <>
      {eyebrow && (
        <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>{eyebrow}</Typography>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, maxWidth: 860, overflowWrap: 'break-word', hyphens: 'auto' }}>{title}</Typography>
      {lead && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2.5, maxWidth: 760, fontWeight: 400 }}>{lead}</Typography>
      )}
      {children && <Box sx={{ mt: 4 }}>{children}</Box>}
    </>
  );
  return (
    <Box component="header" sx={{ py: { xs: 6, md: 9 }, background: 'linear-gradient(135deg, rgba(23,70,162,0.10) 0%, rgba(15,118,110,0.08) 100%)' }}>
      <Container maxWidth="lg">
        {illustration ? (
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>{text}</Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Illustration name={illustration} priority sx={{ maxWidth: { xs: 420, md: 560 } }} />
            </Grid>
          </Grid>
        ) : (
          text
        )}
      </Container>
    </Box>
  );
}

/** A titled page section (h2) with optional intro paragraph. `id` anchors it. */
export function ContentSection({ id, title, intro, children, muted }: { id?: string; title: string; intro?: string; children?: ReactNode; muted?: boolean }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 5, md: 7 }, bgcolor: muted ? 'action.hover' : undefined }}>
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: intro ? 1.5 : 3, overflowWrap: 'break-word', hyphens: 'auto' }}>{title}</Typography>
        {intro && <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 820, fontSize: '1.05rem' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}

/** Paragraphs of prose (each string one paragraph), readable line length. */
export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 820 }}>
      {paragraphs.map((p, i) => <Typography key={i} sx={{ lineHeight: 1.75 }}>{p}</Typography>)}
    </Stack>
  );
}

export interface FeatureItem {
  title: string;
  text: string;
  icon?: ReactNode;
  /** Unprefixed path; the card links there in the current language. */
  to?: string;
  linkLabel?: string;
}

/** One card of a FeatureGrid. */
function FeatureCard({ item }: { item: FeatureItem }) {
  const { localize } = useLanguage();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        {item.icon && <Box sx={{ color: 'primary.main', mb: 1.5 }} aria-hidden>{item.icon}</Box>}
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>{item.title}</Typography>
        <Typography color="text.secondary">{item.text}</Typography>
      </CardContent>
      {item.to && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={localize(item.to)} size="small">{item.linkLabel ?? item.title}</Button>
        </Box>
      )}
    </Card>
  );
}

/** Cards in a responsive grid, each an h3 with text and an optional link. */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <FeatureCard item={item} />
        </Grid>
      ))}
    </Grid>
  );
}

/** A checklist of short statements. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutline color="secondary" sx={{ mt: '2px' }} aria-hidden />
          <Typography>{item}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Closing banner with a heading, text and a button to an unprefixed path (default /contact). */
export function CallToAction({ title, text, button, to = '/contact' }: { title: string; text: string; button: string; to?: string }) {
  const { localize } = useLanguage();
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Box sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>{title}</Typography>
          <Typography sx={{ mb: 3, opacity: 0.95 }}>{text}</Typography>
          <Button component={RouterLink} to={localize(to)} variant="contained" size="large" sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'background.default' } }}>
            {button}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
