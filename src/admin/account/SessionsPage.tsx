import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import { Confirm, Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { describeError, toastText } from '../errors';
import { listSessions, revokeSession, type Session } from './api';
import { useIntlLocale } from '../useIntlLocale';

/** What a user agent string says: browser, operating system and whether it is a phone or tablet. */
export interface Device {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

/** A readable summary of a `User-Agent` header (the common browsers and systems; null parts when unknown). */
export function describeUserAgent(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  const browser =
    /Edg(e|A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /Chrome\/|CriOS\/|Chromium\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) && /Version\//.test(ua) ? 'Safari'
    : null;
  const os =
    /Windows/.test(ua) ? 'Windows'
    : /Android/.test(ua) ? 'Android'
    : /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  return { browser, os, mobile: /Mobi|Android|iPhone|iPad/.test(ua) };
}

type Loaded = { state: 'loading' } | { state: 'loaded'; sessions: Session[] } | { state: 'failed' };

/**
 * "My sessions" (`/admin/account/sessions`, docs/decisions.md#accounts): the user's open sessions (device, IP
 * address, when signed in and last active), this one marked; any other can be ended after a
 * confirmation (`DELETE /accounts/sessions/{id}`).
 */
export function SessionsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const locale = useIntlLocale();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [revoking, setRevoking] = useState<Session | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    let current = true;
    listSessions().then(
      (sessions) => current && setLoaded({ state: 'loaded', sessions }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => load(), [load]);

  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const deviceName = (session: Session) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return translate('account.sessions.deviceOn', { browser, os });
    return browser ?? os ?? translate('account.sessions.unknownDevice');
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeSession(revoking.id);
      notify('account.sessions.revoked', { type: 'info' });
      setLoaded((current) => (current.state === 'loaded' ? { state: 'loaded', sessions: current.sessions.filter((s) => s.id !== revoking.id) } : current));
    } catch (error) {
      notify(toastText(describeError(error)), { type: 'error', multiLine: true });
      load();
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  let content;
  if (loaded.state === 'loading') {
    content = (
      <Stack spacing={1} sx={{ p: 2 }}>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  } else if (loaded.state === 'failed') {
    content = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => { setLoaded({ state: 'loading' }); load(); }}>
            {translate('account.sessions.retry')}
          </Button>
        }
      >
        {translate('account.sessions.loadFailed')}
      </Alert>
    );
  } else {
    const others = loaded.sessions.filter((session) => !session.current).length;
    content = (
      <List disablePadding data-testid="sessions">
        {loaded.sessions.map((session, index) => {
          const { mobile } = describeUserAgent(session.userAgent);
          return (
            <ListItem
              key={session.id}
              divider={index < loaded.sessions.length - 1}
              data-testid={session.current ? 'session-current' : 'session'}
              sx={{ py: 2, px: { xs: 2, sm: 3 }, flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 44 }}>{mobile ? <SmartphoneOutlined /> : <ComputerOutlined />}</ListItemIcon>
              <ListItemText
                sx={{ flex: '1 1 260px', minWidth: 0 }}
                primary={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <span>{deviceName(session)}</span>
                    {session.current ? <Chip size="small" color="primary" label={translate('account.sessions.current')} /> : null}
                  </Box>
                }
                secondary={
                  <>
                    {translate('account.sessions.ip')}: {session.ip ?? translate('account.sessions.unknownIp')}
                    <br />
                    {/* Each part wraps whole. */}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {translate('account.sessions.started')}: {when(session.createdAt)}
                    </Box>
                    {' · '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {translate('account.sessions.lastUsed')}: {when(session.lastUsedAt)}
                    </Box>
                  </>
                }
              />
              {session.current ? null : (
                <Button color="error" variant="outlined" size="small" startIcon={<LogoutOutlined />} onClick={() => setRevoking(session)} sx={{ ml: { xs: 5.5, sm: 'auto' } }}>
                  {translate('account.sessions.revoke')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    );
    // Beside the list, not in it: a list holds only its items.
    if (others === 0) {
      content = (
        <>
          {content}
          <Typography color="text.secondary" sx={{ px: 3, py: 2 }}>
            {translate('account.sessions.empty')}
          </Typography>
        </>
      );
    }
  }

  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="account.sessions.title" />
      <Button component={RouterLink} to={`${basename}/account`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {translate('account.sessions.back')}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('account.sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('account.sessions.subtitle')}
      </Typography>
      <Card variant="outlined">{content}</Card>
      <Confirm
        isOpen={revoking !== null}
        loading={busy}
        title="account.sessions.confirmTitle"
        content="account.sessions.confirmContent"
        translateOptions={{ device: revoking ? deviceName(revoking) : '' }}
        confirm="account.sessions.revoke"
        confirmColor="warning"
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
