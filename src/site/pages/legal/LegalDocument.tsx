/**
 * Renders one legal page from its {@link LegalSectionSpec}s: the hero (the page's only h1, the
 * "last updated" line, a table of contents and links to the other legal pages), then one h2
 * section per spec. Section anchors are the spec ids, so `/privacy#rights` links to a section.
 */
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContentSection, PageHero, Prose } from '../../components/content';
import { useLanguage } from '../../useLanguage';
import { CONTACT_EMAIL, CONTACT_PHONE } from '../../layout/Footer';
import { CONTACT_RETENTION_MONTHS } from '../../../shared/contact';
import { JOB_APPLICATION_RETENTION_MONTHS } from '../../../shared/job-applications';
import { LEGAL_PATHS, LEGAL_VALUES, numberedKeys, type LegalPageKey, type LegalSectionSpec } from './legalSpec';
import { formatPublishedDate } from '../blog/publishedDate';

/** Date of the current version of all three documents (shown as `shared.lastUpdated`, in the page's language). */
export const LEGAL_LAST_UPDATED = '2026-12-03';

/** Height of the sticky navbar plus a little air, so anchored headings are not hidden under it. */
const ANCHOR_OFFSET = '80px';

export default function LegalDocument({ page, sections }: { page: LegalPageKey; sections: readonly LegalSectionSpec[] }) {
  const { t } = useTranslation('legal');
  const { localize, lng } = useLanguage();
  const { hash } = useLocation();
  // The retention periods of contact messages and job applications, worded with their plurals
  // (src/shared/contact.ts, src/shared/job-applications.ts).
  const values = {
    ...LEGAL_VALUES,
    contactRetention: t('shared.contactRetention', { count: CONTACT_RETENTION_MONTHS }),
    jobApplicationRetention: t('shared.jobApplicationRetention', { count: JOB_APPLICATION_RETENTION_MONTHS }),
    date: formatPublishedDate(`${LEGAL_LAST_UPDATED}T00:00:00Z`, lng),
  };
  const text = (key: string) => t(key, values);
  const texts = (base: string, count?: number) => numberedKeys(base, count).map(text);
  const sectionTitle = (id: string, index: number) => `${index + 1}. ${text(`${page}.sections.${id}.title`)}`;

  // A lazy page mounts after the browser tried to scroll to `#id`, and after the layout's
  // scroll-to-top: scroll to the anchored section once it exists.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  const related = (Object.keys(LEGAL_PATHS) as LegalPageKey[]).filter((other) => other !== page);

  return (
    <>
      <PageHero eyebrow={text('shared.eyebrow')} title={text(`${page}.hero.title`)} lead={text(`${page}.hero.lead`)}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          <time dateTime={LEGAL_LAST_UPDATED}>{text('shared.lastUpdated')}</time>
        </Typography>
        <Paper component="nav" variant="outlined" aria-labelledby={`${page}-toc`} sx={{ p: { xs: 2.5, md: 3 }, maxWidth: 860 }}>
          <Typography id={`${page}-toc`} variant="overline" component="p" sx={{ fontWeight: 700, lineHeight: 2 }}>
            {text('shared.toc')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, columnGap: 6, '& li': { breakInside: 'avoid', mb: 0.75 } }}>
            {sections.map(({ id }) => (
              <li key={id}>
                <Link href={`#${id}`} underline="hover">{text(`${page}.sections.${id}.title`)}</Link>
              </li>
            ))}
          </Box>
        </Paper>
        <Stack direction="row" sx={{ mt: 2.5, flexWrap: 'wrap', columnGap: 3, rowGap: 1, alignItems: 'baseline' }}>
          <Typography variant="body2" color="text.secondary">{text('shared.related')}</Typography>
          {related.map((other) => (
            <Link key={other} component={RouterLink} to={localize(LEGAL_PATHS[other])} variant="body2" underline="hover">
              {text(`shared.documents.${other}`)}
            </Link>
          ))}
        </Stack>
      </PageHero>

      <Box sx={{ '& > section': { scrollMarginTop: ANCHOR_OFFSET } }}>
        {sections.map((section, index) => {
          const base = `${page}.sections.${section.id}`;
          const paragraphs = texts(`${base}.paragraphs`, section.paragraphs);
          const bullets = texts(`${base}.bullets`, section.bullets);
          const closing = texts(`${base}.closing`, section.closing);
          return (
            <ContentSection key={section.id} id={section.id} title={sectionTitle(section.id, index)} muted={index % 2 === 1}>
              <Stack spacing={3}>
                {paragraphs.length > 0 && <Prose paragraphs={paragraphs} />}
                {bullets.length > 0 && <LegalList items={bullets} />}
                {closing.length > 0 && <Prose paragraphs={closing} />}
                {section.contactDetails && <ContactDetails />}
              </Stack>
            </ContentSection>
          );
        })}
      </Box>
    </>
  );
}

/** A leading "Label:" (or full-width "Label：") of a list item, shown in bold. */
const ITEM_LABEL = /^([^:：]{1,100}?)([:：])\s*([\s\S]+)$/;

/**
 * A plain bulleted list for legal clauses. The site's `BulletList` marks items with check
 * icons, which would read as approval in front of prohibitions ("you must not: …").
 */
function LegalList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, maxWidth: 820, '& > li': { mb: 1.25, pl: 0.5, lineHeight: 1.75 }, '& > li::marker': { color: 'secondary.main' } }}>
      {items.map((item) => {
        const labelled = ITEM_LABEL.exec(item);
        return (
          <Typography component="li" key={item} sx={{ lineHeight: 1.75 }}>
            {labelled ? <><Box component="strong" sx={{ fontWeight: 700 }}>{labelled[1]}{labelled[2]}</Box>{labelled[2] === ':' ? ' ' : ''}{labelled[3]}</> : item}
          </Typography>
        );
      })}
    </Box>
  );
}

/** The controller's contact details as a definition list, with mail, phone and contact-form links. */
function ContactDetails() {
  const { t } = useTranslation('legal');
  const { localize } = useLanguage();
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('shared.contact.company'), value: t('brand.name', { ns: 'common' }) },
    { label: t('shared.contact.address'), value: t('shared.contact.addressValue') },
    { label: t('shared.contact.email'), value: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link> },
    { label: t('shared.contact.phone'), value: <Link href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}>{CONTACT_PHONE}</Link> },
    { label: t('shared.contact.form'), value: <Link component={RouterLink} to={localize('/contact')}>{t('shared.contact.formLink')}</Link> },
  ];
  return (
    <Paper variant="outlined" component="address" sx={{ p: { xs: 2.5, md: 3 }, maxWidth: 820, fontStyle: 'normal' }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: { xs: 0.5, sm: 1.5 } }}>
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>{label}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
