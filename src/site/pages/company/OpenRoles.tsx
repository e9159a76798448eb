import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { useLanguage } from '../../useLanguage';

/** Open positions (translated under `careers.roles.items`). There is no application backend. */
export const OPEN_ROLES = ['frontend', 'backend', 'dotnet', 'qa', 'devops', 'projectManager', 'designer', 'intern'] as const;

/** The open positions as a list; each "Apply" leads to the contact page. */
export default function OpenRoles() {
  const { t } = useTranslation('company');
  const { localize } = useLanguage();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {OPEN_ROLES.map((key) => {
        const title = t(`careers.roles.items.${key}.title`);
        return (
          <Paper
            component="li"
            key={key}
            variant="outlined"
            sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>{title}</Typography>
              <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, color: 'text.secondary' }}>
                <div>
                  <Box component="dt" sx={visuallyHidden}>{t('careers.roles.locationLabel')}</Box>
                  <Box component="dd" sx={detail}>
                    <Place fontSize="small" aria-hidden />
                    {t(`careers.roles.items.${key}.location`)}
                  </Box>
                </div>
                <div>
                  <Box component="dt" sx={visuallyHidden}>{t('careers.roles.typeLabel')}</Box>
                  <Box component="dd" sx={detail}>
                    <WorkOutline fontSize="small" aria-hidden />
                    {t(`careers.roles.items.${key}.type`)}
                  </Box>
                </div>
              </Box>
            </Box>
            <Button
              component={RouterLink}
              to={localize('/contact')}
              variant="outlined"
              aria-label={t('careers.roles.applyFor', { role: title })}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {t('careers.roles.apply')}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** A location or type value with its icon. */
const detail = { m: 0, display: 'flex', alignItems: 'center', gap: 0.75 } as const;

/** Hidden visually, still read by screen readers (labels made redundant by the icons). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
