import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import type { SessionUser } from '../../shared/api';
import { initials } from '../initials';
import { ADMIN_HOME } from '../../shared/paths';

interface UserPanelProps {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * Signed-in side panel (docs/requirements.md#r2): full name, initials, email, username, roles, organisation
 * names, an admin panel button and logout.
 */
export default function UserPanel({ user, open, onClose, onLogout }: UserPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 320, maxWidth: '85vw', p: 3 }} role="dialog" aria-label={t('userPanel.title')} data-testid="user-panel">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 56, height: 56 }}>{initials(user.full_name)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap>{user.full_name}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>{user.email}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>@{user.user_name}</Typography>
          </Box>
        </Stack>
        <Divider />
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>{t('userPanel.roles')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {user.roles.length ? user.roles.map((r) => <Chip key={r} label={r} size="small" />) : <Typography variant="body2" color="text.secondary">{t('userPanel.none')}</Typography>}
        </Stack>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>{t('userPanel.organisations')}</Typography>
        {user.organisations.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {user.organisations.map((o) => <li key={o.id}><Typography variant="body2">{o.name}</Typography></li>)}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">{t('userPanel.none')}</Typography>
        )}
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button variant="contained" href={ADMIN_HOME} startIcon={<DashboardOutlined />} onClick={onClose}>
            {t('userPanel.adminPanel')}
          </Button>
          <Button variant="outlined" startIcon={<LogoutOutlined />} onClick={onLogout}>
            {t('nav.logout')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
