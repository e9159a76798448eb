import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { Industry } from '../../shared/case-studies';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Agriculture from '@mui/icons-material/Agriculture';
import Apartment from '@mui/icons-material/Apartment';
import Bolt from '@mui/icons-material/Bolt';
import CellTower from '@mui/icons-material/CellTower';
import Flight from '@mui/icons-material/Flight';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import School from '@mui/icons-material/School';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

/** The twelve industries of docs/requirements.md#r1 (src/shared/resources/case-studies.ts) with their icons; names are translated under `industries` (common). */
export const INDUSTRY_TILES = [
  { key: 'finance', Icon: AccountBalanceWallet },
  { key: 'healthcare', Icon: LocalHospital },
  { key: 'retail', Icon: ShoppingCart },
  { key: 'logistics', Icon: LocalShipping },
  { key: 'manufacturing', Icon: PrecisionManufacturing },
  { key: 'energy', Icon: Bolt },
  { key: 'telecom', Icon: CellTower },
  { key: 'education', Icon: School },
  { key: 'publicSector', Icon: AccountBalance },
  { key: 'travel', Icon: Flight },
  { key: 'realEstate', Icon: Apartment },
  { key: 'agriculture', Icon: Agriculture },
] as const satisfies readonly { key: Industry; Icon: unknown }[];

export type IndustryKey = Industry;

/** One industry's tile. */
function IndustryTile({ industry: { key, Icon } }: { industry: (typeof INDUSTRY_TILES)[number] }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Icon color="secondary" aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{t(`industries.${key}`)}</Typography>
    </Box>
  );
}

/** The twelve industries as a list of tiles, each with a decorative icon. */
export default function IndustryList() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {INDUSTRY_TILES.map((industry) => (
        <IndustryTile key={industry.key} industry={industry} />
      ))}
    </Box>
  );
}
