import Web from '@mui/icons-material/Web';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Hub from '@mui/icons-material/Hub';
import Cloud from '@mui/icons-material/Cloud';
import BarChart from '@mui/icons-material/BarChart';
import Autorenew from '@mui/icons-material/Autorenew';
import Assignment from '@mui/icons-material/Assignment';
import Schedule from '@mui/icons-material/Schedule';
import Groups from '@mui/icons-material/Groups';
import ContentPage, { type SectionSpec } from './ContentPage';

const SECTIONS: SectionSpec[] = [
  { id: 'overview', paragraphs: 2 },
  {
    id: 'deliver',
    cards: [
      { key: 'web', icon: Web },
      { key: 'mobile', icon: PhoneIphone },
      { key: 'integrations', icon: Hub },
      { key: 'cloud', icon: Cloud },
      { key: 'data', icon: BarChart },
      { key: 'modernisation', icon: Autorenew },
    ],
  },
  { id: 'process', intro: true, steps: ['discovery', 'design', 'build', 'qa', 'support'] },
  { id: 'stack', intro: true, bullets: ['frontend', 'backend', 'mobile', 'data', 'cloud'] },
  {
    id: 'models',
    intro: true,
    cards: [
      { key: 'fixed', icon: Assignment },
      { key: 'tm', icon: Schedule },
      { key: 'team', icon: Groups },
    ],
  },
];

/** Custom software development (/services/custom). */
export default function CustomSoftwarePage() {
  return <ContentPage ns="services" caseStudies="custom" page="custom" sections={SECTIONS} illustration="service-custom-software" />;
}
