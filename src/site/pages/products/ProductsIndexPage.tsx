import ShoppingCart from '@mui/icons-material/ShoppingCart';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Web from '@mui/icons-material/Web';
import Smartphone from '@mui/icons-material/Smartphone';
import Dashboard from '@mui/icons-material/Dashboard';
import Verified from '@mui/icons-material/Verified';
import Tune from '@mui/icons-material/Tune';
import Handshake from '@mui/icons-material/Handshake';
import ContentPage, { type SectionSpec } from '../services/ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'lines',
    intro: true,
    cards: [
      { key: 'ecommerce', icon: ShoppingCart, to: '/products/e_commerce' },
      { key: 'pos', icon: PointOfSale, to: '/products/pos' },
      { key: 'websites', icon: Web, to: '/products/websites' },
      { key: 'mobileApps', icon: Smartphone, to: '/products/mobile-apps' },
      { key: 'businessSystems', icon: Dashboard, to: '/products/business-systems' },
    ],
  },
  {
    id: 'approach',
    cards: [
      { key: 'foundation', icon: Verified },
      { key: 'tailored', icon: Tune },
      { key: 'partnership', icon: Handshake },
    ],
  },
  { id: 'process', steps: ['demo', 'configure', 'migrate', 'launch'] },
];

/** Products overview (/products): the product lines and how a product is introduced. */
export default function ProductsIndexPage() {
  return <ContentPage ns="products" page="index" sections={SECTIONS} illustration="product-business-systems" />;
}
