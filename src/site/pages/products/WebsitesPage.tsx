import Business from '@mui/icons-material/Business';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Translate from '@mui/icons-material/Translate';
import Article from '@mui/icons-material/Article';
import ContentPage, { type SectionSpec } from '../services/ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'offer',
    columns: 2,
    cards: [
      { key: 'corporate', icon: Business },
      { key: 'landing', icon: RocketLaunch },
      { key: 'multilingual', icon: Translate },
      { key: 'portals', icon: Article },
    ],
  },
  { id: 'included', bullets: ['responsive', 'performance', 'seo', 'accessibility', 'cms', 'privacy', 'security'] },
  { id: 'process', steps: ['discovery', 'design', 'build', 'launch'] },
  { id: 'faq', questions: ['editing', 'redesign', 'hosting'] },
];

/** Websites product line (/products/websites, also shown at /products/liflet). */
export default function WebsitesPage() {
  return <ContentPage ns="products" page="websites" sections={SECTIONS} illustration="product-websites" />;
}
