/**
 * Renders a services or products page from a short declaration of its sections, so every page
 * has the same shape (meta, one hero, 3–5 sections, closing call to action) and its texts sit
 * in flat, predictable translation keys:
 *
 * - `<page>.meta.title|description`, `<page>.hero.eyebrow|title|lead`, `<page>.cta.title|text|button`
 * - per section `<page>.<id>.title` and, when declared, `.intro`, `.p1`…`.pN`,
 *   `.figures.<key>`, `.cards.<key>.title|text|link`, `.steps.<key>.title|text`,
 *   `.bullets.<key>`, `.questions.<key>.title|text`
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import { BulletList, CallToAction, ContentSection, FeatureGrid, PageHero, Prose } from '../../components/content';
import usePageMeta from '../../usePageMeta';
import { FigureList, ProcessSteps, QuestionList } from './blocks';
import type { Service } from '../../../shared/case-studies';
import CaseStudiesShowcase from '../../sections/caseStudies/CaseStudiesShowcase';

/** One card of a section: its key suffix, an optional decorative icon and optional link target. */
export interface CardSpec {
  key: string;
  icon?: ComponentType<SvgIconProps>;
  /** Unprefixed path; the card then needs a `link` text. */
  to?: string;
}

/** One section (h2) of a page; its parts render in the order listed here. */
export interface SectionSpec {
  /** Anchor id and translation key of the section. */
  id: string;
  intro?: boolean;
  /** Number of prose paragraphs (`p1`…). */
  paragraphs?: number;
  /** Key figures of docs/requirements.md#r1: the value is a constant, the label is translated. */
  figures?: readonly { key: string; value: string }[];
  cards?: readonly CardSpec[];
  columns?: 2 | 3 | 4;
  steps?: readonly string[];
  bullets?: readonly string[];
  questions?: readonly string[];
}

/** A whole content page of namespace `ns` whose keys start with `page`, its hero beside `illustration` (public/illustrations) when given. */
export default function ContentPage({
  ns,
  page,
  sections,
  illustration,
  caseStudies,
}: {
  ns: 'services' | 'products';
  page: string;
  sections: readonly SectionSpec[];
  illustration?: string;
  /** The service whose case studies the page shows before its call to action (docs/decisions.md#case-studies). */
  caseStudies?: Service;
}) {
  const { t } = useTranslation(ns);
  const text = (key: string): string => t(`${page}.${key}`);
  usePageMeta(text('meta.title'), text('meta.description'));
  return (
    <>
      <PageHero eyebrow={text('hero.eyebrow')} title={text('hero.title')} lead={text('hero.lead')} illustration={illustration} />
      {sections.map((section, index) => (
        <PageSection key={section.id} section={section} text={(key) => text(`${section.id}.${key}`)} muted={index % 2 === 1} />
      ))}
      {caseStudies && <CaseStudiesShowcase scope={caseStudies} muted={sections.length % 2 === 1} />}
      <CallToAction title={text('cta.title')} text={text('cta.text')} button={text('cta.button')} />
    </>
  );
}

/** One declared section; `text` resolves keys relative to the section. */
function PageSection({ section, text, muted }: { section: SectionSpec; text: (key: string) => string; muted: boolean }) {
  const titled = (group: string, keys: readonly string[]) =>
    keys.map((key) => ({ title: text(`${group}.${key}.title`), text: text(`${group}.${key}.text`) }));
  const paragraphs = Array.from({ length: section.paragraphs ?? 0 }, (_, i) => text(`p${i + 1}`));
  return (
    <ContentSection id={section.id} title={text('title')} intro={section.intro ? text('intro') : undefined} muted={muted}>
      {paragraphs.length > 0 && <Prose paragraphs={paragraphs} />}
      {section.figures && <FigureList figures={section.figures.map(({ key, value }) => ({ value, label: text(`figures.${key}`) }))} />}
      {section.cards && (
        <FeatureGrid
          columns={section.columns}
          items={section.cards.map(({ key, icon: Icon, to }) => ({
            title: text(`cards.${key}.title`),
            text: text(`cards.${key}.text`),
            icon: Icon ? <Icon fontSize="large" /> : undefined,
            to,
            linkLabel: to ? text(`cards.${key}.link`) : undefined,
          }))}
        />
      )}
      {section.steps && <ProcessSteps steps={titled('steps', section.steps)} />}
      {section.bullets && (
        <Box sx={{ mt: section.cards || section.steps ? 4 : 0 }}>
          <BulletList items={section.bullets.map((key) => text(`bullets.${key}`))} />
        </Box>
      )}
      {section.questions && <QuestionList questions={titled('questions', section.questions)} />}
    </ContentSection>
  );
}
