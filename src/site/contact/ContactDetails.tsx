import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { CONTACT_EMAIL, CONTACT_PHONE } from '../layout/Footer';

interface Detail {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/** The company's contact details (the footer's public placeholders, docs/requirements.md#r1) as a description list. */
export default function ContactDetails() {
  const { t } = useTranslation('contact');
  const details: Detail[] = [
    { icon: <EmailOutlined />, label: t('details.email'), value: <Link href={`mailto:${CONTACT_EMAIL}`} underline="hover">{CONTACT_EMAIL}</Link> },
    { icon: <PhoneOutlined />, label: t('details.phone'), value: <Link href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} underline="hover">{CONTACT_PHONE}</Link> },
    { icon: <PlaceOutlined />, label: t('details.office'), value: t('details.address') },
    { icon: <ScheduleOutlined />, label: t('details.hours'), value: t('details.hoursValue') },
    { icon: <ForumOutlined />, label: t('details.response'), value: t('details.responseValue') },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-details-title" sx={{ p: { xs: 3, sm: 4 }, height: '100%' }}>
      <Typography id="contact-details-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 3 }}>
        {t('details.title')}
      </Typography>
      <Stack component="dl" spacing={2.5} sx={{ m: 0 }}>
        {details.map(({ icon, label, value }) => (
          <Stack key={label} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ color: 'primary.main', mt: '2px' }} aria-hidden>{icon}</Box>
            <div>
              <Typography component="dt" variant="subtitle2" sx={{ fontWeight: 700 }}>{label}</Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>{value}</Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
