import Handshake from '@mui/icons-material/Handshake';
import Inventory2 from '@mui/icons-material/Inventory2';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Receipt from '@mui/icons-material/Receipt';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import TaskAlt from '@mui/icons-material/TaskAlt';
import ContentPage, { type SectionSpec } from '../services/ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'modules',
    intro: true,
    cards: [
      { key: 'crm', icon: Handshake },
      { key: 'inventory', icon: Inventory2 },
      { key: 'purchasing', icon: ShoppingCart },
      { key: 'finance', icon: Receipt },
      { key: 'hr', icon: PeopleAlt },
      { key: 'projects', icon: TaskAlt },
    ],
  },
  { id: 'benefits', bullets: ['single', 'automation', 'visibility', 'access', 'growth'] },
  { id: 'implementation', steps: ['analysis', 'configuration', 'migration', 'training'] },
  { id: 'faq', questions: ['standard', 'integration', 'hosting'] },
];

/** Business systems (ERP/CRM) product line (/products/business-systems). */
export default function BusinessSystemsPage() {
  return <ContentPage ns="products" page="businessSystems" sections={SECTIONS} illustration="product-business-systems" />;
}
