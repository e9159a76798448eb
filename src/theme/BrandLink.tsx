import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';

/**
 * The company's logo (public/favicon.svg) and name as one link, as both faces draw it: the
 * site's navbar, footer and mobile menu and the back office's app
 * bar. `compact`: on phones only the logo shows (the link keeps the name as its accessible name).
 */
export default function BrandLink({ to, name, compact = false }: { to: string; name: string; compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={name}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ display: 'block' }} />
      <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>{name}</Box>
    </Box>
  );
}
