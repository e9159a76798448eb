import FactCheck from '@mui/icons-material/FactCheck';
import Cloud from '@mui/icons-material/Cloud';
import Insights from '@mui/icons-material/Insights';
import Security from '@mui/icons-material/Security';
import Palette from '@mui/icons-material/Palette';
import Psychology from '@mui/icons-material/Psychology';
import ContentPage, { type SectionSpec } from './ContentPage';

const SECTIONS: SectionSpec[] = [
  { id: 'overview', paragraphs: 2 },
  {
    id: 'areas',
    cards: [
      { key: 'qa', icon: FactCheck },
      { key: 'cloud', icon: Cloud },
      { key: 'data', icon: Insights },
      { key: 'security', icon: Security },
      { key: 'ux', icon: Palette },
      { key: 'ai', icon: Psychology },
    ],
  },
  { id: 'setup', steps: ['assess', 'pilot', 'scale', 'transfer'] },
  { id: 'benefits', bullets: ['consistency', 'knowledge', 'reuse', 'specialists', 'control'] },
];

/** Centre of excellence (/services/excellence). */
export default function CentreOfExcellencePage() {
  return <ContentPage ns="services" caseStudies="excellence" page="excellence" sections={SECTIONS} illustration="service-centre-of-excellence" />;
}
