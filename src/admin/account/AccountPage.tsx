import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import { Loading, Title, useBasename, useTranslate } from 'react-admin';
import { useSessionUser, type SessionUser } from '../../auth';
import { ProfileSection } from './ProfileSection';
import { PasswordSection } from './PasswordSection';
import { EmailSection } from './EmailSection';
import { TwoFactorSection } from './TwoFactorSection';

/** Scrolls the section named by the URL fragment (`#password`, `#two-factor`) into view. */
function useSectionFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    section?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}

/**
 * The four sections. A user whose role requires two-factor sign-in gets that section first;
 * the order is kept once shown, so enrolling (which clears the requirement) does not move the
 * section, or lose the recovery codes it is showing.
 */
function AccountSections({ user }: { user: SessionUser }) {
  const [twoFactorFirst] = useState(() => user.twoFactorRequired);
  const twoFactor = <TwoFactorSection user={user} />;
  return (
    <Stack spacing={3}>
      {twoFactorFirst ? twoFactor : null}
      <ProfileSection user={user} />
      <PasswordSection required={user.requestPasswordChange} />
      <EmailSection user={user} />
      {twoFactorFirst ? null : twoFactor}
    </Stack>
  );
}

/**
 * "My account" (`/admin/account`, docs/decisions.md#accounts): the signed-in user's profile, password, email
 * address and two-factor sign-in, and a link to their sessions.
 */
export function AccountPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const user = useSessionUser();
  useSectionFromHash(!!user);
  if (!user) return <Loading />;

  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="account.title" />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {translate('account.title')}
          </Typography>
          <Typography color="text.secondary">{translate('account.subtitle')}</Typography>
        </Box>
        <Button component={RouterLink} to={`${basename}/account/sessions`} variant="outlined" startIcon={<DevicesOutlined />}>
          {translate('account.menu.sessions')}
        </Button>
      </Box>
      <AccountSections user={user} />
    </Box>
  );
}
