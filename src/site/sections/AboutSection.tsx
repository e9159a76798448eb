import { useTranslation } from 'react-i18next';
import { ContentSection } from '../components/content';
import { COMPANY_FIGURES } from './companyFigures';
import FigureGrid from './FigureGrid';

/** The docs/requirements.md#r1 figures the home hero does not already show, each with one line of context. */
export const ABOUT_FIGURES = ['companies', 'teamMembers', 'years', 'efficiency', 'sectors'] as const;

/** Home "about" section: who we are, and the company in five figures. */
export default function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <ContentSection id="about" title={t('about.title')} intro={t('about.intro')}>
      <FigureGrid
        columns={5}
        items={ABOUT_FIGURES.map((key) => ({
          value: COMPANY_FIGURES[key],
          label: t(`about.figures.${key}.label`),
          context: t(`about.figures.${key}.context`),
        }))}
      />
    </ContentSection>
  );
}
