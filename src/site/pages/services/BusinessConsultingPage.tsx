import AccountTree from '@mui/icons-material/AccountTree';
import Lightbulb from '@mui/icons-material/Lightbulb';
import RouteIcon from '@mui/icons-material/Route';
import Tune from '@mui/icons-material/Tune';
import Article from '@mui/icons-material/Article';
import Diversity3 from '@mui/icons-material/Diversity3';
import ContentPage, { type SectionSpec } from './ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'offer',
    cards: [
      { key: 'process', icon: AccountTree },
      { key: 'strategy', icon: Lightbulb },
      { key: 'roadmap', icon: RouteIcon },
      { key: 'selection', icon: Tune },
      { key: 'requirements', icon: Article },
      { key: 'change', icon: Diversity3 },
    ],
  },
  { id: 'approach', steps: ['understand', 'analyse', 'recommend', 'implement'] },
  { id: 'signals', intro: true, bullets: ['growth', 'systems', 'legacy', 'selection', 'market'] },
  { id: 'faq', questions: ['size', 'independence', 'duration'] },
];

/** Business consulting (/services/business-consulting). */
export default function BusinessConsultingPage() {
  return <ContentPage ns="services" page="consulting" sections={SECTIONS} illustration="service-business-consulting" />;
}
