import Person from '@mui/icons-material/Person';
import Engineering from '@mui/icons-material/Engineering';
import Devices from '@mui/icons-material/Devices';
import Sensors from '@mui/icons-material/Sensors';
import Speed from '@mui/icons-material/Speed';
import Layers from '@mui/icons-material/Layers';
import ContentPage, { type SectionSpec } from '../services/ContentPage';

const SECTIONS: SectionSpec[] = [
  {
    id: 'types',
    columns: 2,
    cards: [
      { key: 'customer', icon: Person },
      { key: 'field', icon: Engineering },
      { key: 'companion', icon: Devices },
      { key: 'connected', icon: Sensors },
    ],
  },
  {
    id: 'technology',
    intro: true,
    columns: 2,
    cards: [
      { key: 'native', icon: Speed },
      { key: 'crossPlatform', icon: Layers },
    ],
  },
  { id: 'included', bullets: ['design', 'backend', 'engagement', 'offline', 'testing', 'publishing'] },
  { id: 'process', steps: ['idea', 'release', 'improve'] },
];

/** Mobile apps product line (/products/mobile-apps). */
export default function MobileAppsPage() {
  return <ContentPage ns="products" page="mobileApps" sections={SECTIONS} illustration="product-mobile-apps" />;
}
