import Groups from '@mui/icons-material/Groups';
import PersonAdd from '@mui/icons-material/PersonAdd';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Schedule from '@mui/icons-material/Schedule';
import Savings from '@mui/icons-material/Savings';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Forum from '@mui/icons-material/Forum';
import ContentPage, { type SectionSpec } from './ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'models',
    intro: true,
    cards: [
      { key: 'dedicated', icon: Groups },
      { key: 'augmentation', icon: PersonAdd },
      { key: 'managed', icon: ManageAccounts },
    ],
  },
  { id: 'roles', intro: true, bullets: ['developers', 'qa', 'devops', 'data', 'design', 'leads'] },
  { id: 'process', steps: ['needs', 'select', 'onboard', 'manage'] },
  {
    id: 'benefits',
    columns: 2,
    cards: [
      { key: 'timezone', icon: Schedule },
      { key: 'cost', icon: Savings },
      { key: 'scale', icon: TrendingUp },
      { key: 'culture', icon: Forum },
    ],
  },
];

/** IT outsourcing, dedicated teams and staff augmentation (/services/outsourcing). */
export default function OutsourcingPage() {
  return <ContentPage ns="services" caseStudies="outsourcing" page="outsourcing" sections={SECTIONS} illustration="service-outsourcing" />;
}
