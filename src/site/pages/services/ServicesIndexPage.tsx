import Code from '@mui/icons-material/Code';
import Groups from '@mui/icons-material/Groups';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Workspaces from '@mui/icons-material/Workspaces';
import Insights from '@mui/icons-material/Insights';
import Public from '@mui/icons-material/Public';
import School from '@mui/icons-material/School';
import Verified from '@mui/icons-material/Verified';
import Security from '@mui/icons-material/Security';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Receipt from '@mui/icons-material/Receipt';
import ContentPage, { type SectionSpec } from './ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'services',
    intro: true,
    cards: [
      { key: 'custom', icon: Code, to: '/services/custom' },
      { key: 'outsourcing', icon: Groups, to: '/services/outsourcing' },
      { key: 'talent', icon: PersonAdd, to: '/services/talent' },
      { key: 'excellence', icon: Workspaces, to: '/services/excellence' },
      { key: 'consulting', icon: Insights, to: '/services/business-consulting' },
    ],
  },
  { id: 'engagement', intro: true, steps: ['discover', 'propose', 'start', 'evolve'] },
  {
    id: 'why',
    // docs/requirements.md#r1 figures.
    figures: [
      { key: 'years', value: '15+' },
      { key: 'team', value: '150+' },
      { key: 'projects', value: '500+' },
      { key: 'satisfaction', value: '99%' },
    ],
    cards: [
      { key: 'nearshore', icon: Public },
      { key: 'engineering', icon: School },
      { key: 'quality', icon: Verified },
      { key: 'security', icon: Security },
      { key: 'support', icon: SupportAgent },
      { key: 'pricing', icon: Receipt },
    ],
  },
];

/** Services overview (/services): the five services, how we engage and why us. */
export default function ServicesIndexPage() {
  return <ContentPage ns="services" page="index" sections={SECTIONS} illustration="service-custom-software" />;
}
