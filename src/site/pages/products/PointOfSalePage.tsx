import Speed from '@mui/icons-material/Speed';
import WifiOff from '@mui/icons-material/WifiOff';
import Inventory from '@mui/icons-material/Inventory';
import Loyalty from '@mui/icons-material/Loyalty';
import Restaurant from '@mui/icons-material/Restaurant';
import BarChart from '@mui/icons-material/BarChart';
import Storefront from '@mui/icons-material/Storefront';
import LocalCafe from '@mui/icons-material/LocalCafe';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPage, { type SectionSpec } from '../services/ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'features',
    cards: [
      { key: 'checkout', icon: Speed },
      { key: 'offline', icon: WifiOff },
      { key: 'inventory', icon: Inventory },
      { key: 'loyalty', icon: Loyalty },
      { key: 'hospitality', icon: Restaurant },
      { key: 'reporting', icon: BarChart },
    ],
  },
  { id: 'hardware', bullets: ['devices', 'peripherals', 'payments', 'fiscal', 'backOffice'] },
  {
    id: 'sectors',
    cards: [
      { key: 'retail', icon: Storefront },
      { key: 'hospitality', icon: LocalCafe },
      { key: 'services', icon: ContentCut },
    ],
  },
  { id: 'faq', questions: ['hardware', 'locations', 'support'] },
];

/** Point of sale product line (/products/pos). */
export default function PointOfSalePage() {
  return <ContentPage ns="products" page="pos" sections={SECTIONS} illustration="product-point-of-sale" />;
}
