import Badge from '@mui/icons-material/Badge';
import Engineering from '@mui/icons-material/Engineering';
import AddBusiness from '@mui/icons-material/AddBusiness';
import Policy from '@mui/icons-material/Policy';
import ContentPage, { type SectionSpec } from './ContentPage';

const SECTIONS: SectionSpec[] = [
  { id: 'overview', paragraphs: 2 },
  {
    id: 'offer',
    columns: 2,
    cards: [
      { key: 'permanent', icon: Badge },
      { key: 'leadership', icon: Engineering },
      { key: 'buildOut', icon: AddBusiness },
      { key: 'local', icon: Policy },
    ],
  },
  { id: 'process', steps: ['brief', 'sourcing', 'assessment', 'shortlist', 'offer'] },
  { id: 'roles', bullets: ['software', 'qa', 'cloud', 'data', 'product', 'leadership'] },
];

/** Talent acquisition (/services/talent). */
export default function TalentAcquisitionPage() {
  return <ContentPage ns="services" caseStudies="talent" page="talent" sections={SECTIONS} illustration="service-talent-acquisition" />;
}
