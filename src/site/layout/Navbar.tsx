import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useSiteSession } from '../session/useSiteSession';
import { initials } from '../initials';
import { useLanguage } from '../useLanguage';
import Brand from './Brand';
import LanguageMenu from './LanguageMenu';
import ThemeToggle from './ThemeToggle';
import UserPanel from './UserPanel';
import { MAIN_NAV } from './navigation';

/**
 * Navigation bar (SPEC §2): services, products, blog, contact; login when signed out; admin
 * shortcut, logout and user menu when signed in; language and theme switchers; a side menu
 * on small screens.
 */
export default function Navbar() {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const { user, signOut } = useSiteSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const logout = async () => {
    setPanelOpen(false);
    setMobileOpen(false);
    await signOut();
    navigate(localize('/')); // SPEC §4: after logout menus go to home
  };

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label={t('nav.main')} sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setMobileOpen(true)}
            aria-label={t('nav.openMenu')}
            sx={{ display: { md: 'none' } }}
            data-testid="mobile-menu-button"
          >
            <MenuIcon />
          </IconButton>
          <Brand compact={!!user} />
          <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center', gap: 0.5 }}>
            {MAIN_NAV.map(({ path, labelKey }) => (
              <Button key={path} color="inherit" component={RouterLink} to={localize(path)}>
                {t(labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <LanguageMenu />
          </Box>
          <ThemeToggle />
          {user ? (
            <>
              <IconButton color="inherit" component={RouterLink} to="/admin" aria-label={t('nav.adminDashboard')} title={t('nav.adminDashboard')} data-testid="admin-shortcut">
                <DashboardOutlined />
              </IconButton>
              <IconButton color="inherit" onClick={logout} aria-label={t('nav.logout')} title={t('nav.logout')} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                <LogoutOutlined />
              </IconButton>
              <IconButton onClick={() => setPanelOpen(true)} aria-label={t('nav.userMenu')} title={t('nav.userMenu')} data-testid="user-menu-button">
                <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem' }}>
                  {initials(user.full_name)}
                </Avatar>
              </IconButton>
              <UserPanel user={user} open={panelOpen} onClose={() => setPanelOpen(false)} onLogout={logout} />
            </>
          ) : (
            <Button variant="contained" component={RouterLink} to={localize('/login')} sx={{ ml: 1 }} data-testid="login-link">
              {t('nav.login')}
            </Button>
          )}
        </Toolbar>
      </Container>
      <Drawer anchor="left" open={mobileOpen} onClose={() => setMobileOpen(false)}>
        <Box sx={{ width: 280 }} role="navigation" aria-label={t('nav.mobile')} data-testid="mobile-menu">
          <Box sx={{ p: 2 }}>
            <Brand />
          </Box>
          <Divider />
          <List>
            {MAIN_NAV.map(({ path, labelKey }) => (
              <ListItemButton key={path} component={RouterLink} to={localize(path)} onClick={() => setMobileOpen(false)}>
                <ListItemText primary={t(labelKey)} />
              </ListItemButton>
            ))}
            {user ? (
              <ListItemButton onClick={logout}>
              <ListItemText primary={t('nav.logout')} />
              </ListItemButton>
            ) : (
              <ListItemButton component={RouterLink} to={localize('/login')} onClick={() => setMobileOpen(false)}>
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
    </AppBar>
  );
}
