import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Navbar from './Navbar';
import Footer from './Footer';

/** Public shell: skip link, navbar, main landmark, footer; scrolls to top on every route change (docs/requirements.md#r2). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute', left: 8, top: -48, zIndex: 2000, px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText',
          borderRadius: 1, '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      <Navbar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
