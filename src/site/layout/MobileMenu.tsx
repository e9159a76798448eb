import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useLanguage } from '../useLanguage';
import BrandLink from '../../theme/BrandLink';
import LanguageMenu from './LanguageMenu';
import { MAIN_NAV } from './navigation';

/**
 * The side menu on small screens (docs/requirements.md#r2): main links, login or logout, language. A chunk of
 * its own, loaded when first opened.
 */
export default function MobileMenu({ signedIn, onClose, onLogout }: { signedIn: boolean; onClose: () => void; onLogout: () => void }) {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Drawer anchor="left" open onClose={onClose}>
      <Box sx={{ width: 280 }} role="navigation" aria-label={t('nav.mobile')} data-testid="mobile-menu">
        <Box sx={{ p: 2 }}>
          <BrandLink name={t('brand.name')} to={localize('/')} />
        </Box>
        <Divider />
        <List>
          {MAIN_NAV.map(({ path, labelKey }) => (
            <ListItemButton key={path} component={RouterLink} to={localize(path)} onClick={onClose}>
              <ListItemText primary={t(labelKey)} />
            </ListItemButton>
          ))}
          {signedIn ? (
            <ListItemButton onClick={onLogout}>
              <ListItemText primary={t('nav.logout')} />
            </ListItemButton>
          ) : (
            <ListItemButton component={RouterLink} to={localize('/login')} onClick={onClose}>
              <ListItemText primary={t('nav.login')} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <Box sx={{ p: 2 }}>
          <LanguageMenu />
        </Box>
      </Box>
    </Drawer>
  );
}
