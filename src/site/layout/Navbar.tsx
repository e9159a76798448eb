import { Suspense, lazy, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useSiteSession } from '../session/useSiteSession';
import { initials } from '../initials';
import type { SessionUser } from '../../shared/api';
import { ADMIN_HOME } from '../../shared/paths';
import { useLanguage } from '../useLanguage';
import BrandLink from '../../theme/BrandLink';
import LanguageMenu from './LanguageMenu';
import ThemeToggle from './ThemeToggle';
import { MAIN_NAV } from './navigation';
import { island } from '../islands/island';
import { useLanguageAutoDetection } from '../useLanguageAutoDetection';
import { replayEarlyClick } from '../../shared/earlyClicks';

// Opened on demand: their modal/drawer machinery stays out of the page's first download.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const UserPanel = lazy(() => import('./UserPanel'));

/** The main links of wide screens. */
function DesktopLinks() {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center', gap: 0.5 }}>
      {MAIN_NAV.map(({ path, labelKey }) => (
        <Button key={path} color="inherit" component={RouterLink} to={localize(path)}>
          {t(labelKey)}
        </Button>
      ))}
    </Box>
  );
}

/** The bar's contents. */
function NavbarBar({ user, onOpenMenu, onOpenPanel, onLogout }: {
  user: SessionUser | null;
  onOpenMenu: () => void;
  onOpenPanel: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Container maxWidth="lg">
      <Toolbar disableGutters component="nav" aria-label={t('nav.main')} sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onOpenMenu}
          onPointerEnter={() => void loadMobileMenu()}
          aria-label={t('nav.openMenu')}
          sx={{ display: { md: 'none' } }}
          data-testid="mobile-menu-button"
          data-replay="mobile-menu"
        >
          <MenuIcon />
        </IconButton>
        <BrandLink name={t('brand.name')} to={localize('/')} compact={!!user} />
        <DesktopLinks />
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LanguageMenu />
        </Box>
        <ThemeToggle />
        {user ? (
          <>
            <IconButton color="inherit" href={ADMIN_HOME} aria-label={t('nav.adminDashboard')} title={t('nav.adminDashboard')} data-testid="admin-shortcut">
              <DashboardOutlined />
            </IconButton>
            <IconButton color="inherit" onClick={onLogout} aria-label={t('nav.logout')} title={t('nav.logout')} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              <LogoutOutlined />
            </IconButton>
            <IconButton onClick={onOpenPanel} aria-label={t('nav.userMenu')} title={t('nav.userMenu')} data-testid="user-menu-button">
              <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem' }}>
                {initials(user.full_name)}
              </Avatar>
            </IconButton>
          </>
        ) : (
          <Button variant="contained" component={RouterLink} to={localize('/login')} sx={{ ml: 1 }} data-testid="login-link">
            {t('nav.login')}
          </Button>
        )}
      </Toolbar>
    </Container>
  );
}

/**
 * Navigation bar (docs/requirements.md#r2): services, products, blog, contact; login when signed out; admin
 * shortcut, logout and user menu when signed in; language and theme switchers; a side menu
 * on small screens. An island (src/site/islands/island.tsx); it also runs the first visit's
 * language detection and replays a click held before hydration.
 */
function Navbar() {
  const { localize } = useLanguage();
  useLanguageAutoDetection();
  // Hydrated: a menu click held before now is acted on (src/shared/earlyClicks.ts).
  useEffect(() => replayEarlyClick(), []);
  const navigate = useNavigate();
  const { user, signOut } = useSiteSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const logout = async () => {
    setPanelOpen(false);
    setMobileOpen(false);
    await signOut();
    navigate(localize('/')); // docs/requirements.md#r4: after logout menus go to home
  };

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <NavbarBar user={user} onOpenMenu={() => setMobileOpen(true)} onOpenPanel={() => setPanelOpen(true)} onLogout={logout} />
      {user && panelOpen && (
        <Suspense fallback={null}>
          <UserPanel user={user} open onClose={() => setPanelOpen(false)} onLogout={logout} />
        </Suspense>
      )}
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu signedIn={!!user} onClose={() => setMobileOpen(false)} onLogout={logout} />
        </Suspense>
      )}
    </AppBar>
  );
}

export default island('navbar', Navbar);
