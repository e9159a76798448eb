import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Event from '@mui/icons-material/Event';
import Place from '@mui/icons-material/Place';
import WorkOutline from '@mui/icons-material/WorkOutline';
import type { JobOpeningListItem } from '../../../shared/careers';
import { visuallyHidden } from '@mui/utils';
import { useLanguage } from '../../useLanguage';
import { formatPublishedDate } from '../blog/publishedDate';

/** A calendar date (yyyy-mm-dd) as the page's language writes it (UTC: the date as stored). */
export function useCalendarDate(): (date: string) => string {
  const { lng } = useLanguage();
  return (date) => formatPublishedDate(`${date}T00:00:00Z`, lng);
}

/** Where an opening's work is: its place, remote, or both. */
export function useWhere(): (opening: Pick<JobOpeningListItem, 'location' | 'remote'>) => string {
  const { t } = useTranslation('company');
  return ({ location, remote }) =>
    location && remote ? t('careers.opening.locationOrRemote', { location }) : location ?? t('careers.opening.remote');
}

/**
 * An opening's facts in one line each, as a description list whose terms only screen readers
 * read (the icons say them to the eye): where, employment type and seniority, closing date.
 */
export function OpeningFacts({ opening }: { opening: JobOpeningListItem }) {
  const { t } = useTranslation('company');
  const date = useCalendarDate();
  const where = useWhere();
  const facts = [
    { term: t('careers.roles.locationLabel'), value: where(opening), Icon: Place },
    {
      term: t('careers.roles.typeLabel'),
      value: `${t(`careers.values.employmentType.${opening.employmentType}`)} · ${t(`careers.values.seniority.${opening.seniority}`)}`,
      Icon: WorkOutline,
    },
    { term: t('careers.roles.closesLabel'), value: t('careers.roles.closes', { date: date(opening.closingDate) }), Icon: Event },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, color: 'text.secondary' }}>
      {facts.map(({ term, value, Icon }) => (
        <div key={term}>
          <Box component="dt" sx={visuallyHidden}>{term}</Box>
          <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Icon fontSize="small" aria-hidden />
            {value}
          </Box>
        </div>
      ))}
    </Box>
  );
}
