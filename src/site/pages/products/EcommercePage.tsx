import Inventory2 from '@mui/icons-material/Inventory2';
import Payment from '@mui/icons-material/Payment';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Storefront from '@mui/icons-material/Storefront';
import Apartment from '@mui/icons-material/Apartment';
import Store from '@mui/icons-material/Store';
import ContentPage, { type SectionSpec } from '../services/ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'features',
    cards: [
      { key: 'catalogue', icon: Inventory2 },
      { key: 'checkout', icon: Payment },
      { key: 'delivery', icon: LocalShipping },
      { key: 'b2b', icon: Business },
      { key: 'marketing', icon: Campaign },
      { key: 'reporting', icon: Leaderboard },
    ],
  },
  { id: 'integrations', intro: true, bullets: ['erp', 'pos', 'payments', 'marketplaces', 'crm'] },
  {
    id: 'models',
    cards: [
      { key: 'b2c', icon: Storefront },
      { key: 'b2b', icon: Apartment },
      { key: 'marketplace', icon: Store },
    ],
  },
  { id: 'faq', questions: ['platform', 'migration', 'compliance'] },
];

/** E-commerce product line (/products/e_commerce). */
export default function EcommercePage() {
  return <ContentPage ns="products" page="ecommerce" sections={SECTIONS} illustration="product-ecommerce" />;
}
