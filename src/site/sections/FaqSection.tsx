import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ContentSection } from '../components/content';
import { useLanguage } from '../useLanguage';
import { island } from '../islands/island';

/** The seven FAQ topics of docs/requirements.md#r2, in the spec's order (docs/requirements.md#r9: seven items). */
export const FAQ_TOPICS = [
  'businessSetup',
  'serbiaAdvantages',
  'qualityAssurance',
  'engagementModels',
  'intellectualProperty',
  'customDevelopment',
  'teamScaling',
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** One question and its answer. */
function FaqItem({ topic, expanded, onChange }: { topic: FaqTopic; expanded: boolean; onChange: (event: SyntheticEvent, expanded: boolean) => void }) {
  const { t } = useTranslation('home');
  return (
    <Accordion expanded={expanded} onChange={onChange} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMore aria-hidden />} id={`faq-${topic}-question`} aria-controls={`faq-${topic}-answer`}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>{t(`faq.items.${topic}.question`)}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography color="text.secondary" sx={{ lineHeight: 1.75 }}>{t(`faq.items.${topic}.answer`)}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Home FAQ (docs/requirements.md#r2, #r4): collapsible items with at most one open. Opening an item closes the
 * open one; clicking the open one closes it. MUI renders each summary inside an h3, under the
 * section's h2. Ends with a Contact Us button to /contact in the current language.
 */
function FaqSection() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  const [open, setOpen] = useState<FaqTopic | null>(null);
  const toggle = (topic: FaqTopic) => (_event: SyntheticEvent, expanded: boolean) => setOpen(expanded ? topic : null);

  return (
    <ContentSection id="faq" title={t('faq.title')} intro={t('faq.intro')}>
      <Box sx={{ maxWidth: 900 }}>
        <div>
          {FAQ_TOPICS.map((topic) => (
            <FaqItem key={topic} topic={topic} expanded={open === topic} onChange={toggle(topic)} />
          ))}
        </div>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('faq.morePrompt')}</Typography>
          <Button component={RouterLink} to={localize('/contact')} variant="contained" size="large">{t('faq.contact')}</Button>
        </Box>
      </Box>
    </ContentSection>
  );
}

/** An island (src/site/islands/island.tsx): the accordion works once hydrated at load. */
export default island('faq', FaqSection);
