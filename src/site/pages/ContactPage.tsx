import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { PageHero } from '../components/content';
import ContactDetails from '../contact/ContactDetails';
import ContactForm from '../contact/ContactForm';
import usePageMeta from '../usePageMeta';

/** /contact (docs/requirements.md#r2): the company's contact details beside the contact form. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactDetails />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
