import { useState } from 'react';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Box, Chip, Skeleton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  Confirm,
  DataTable,
  ListContextProvider,
  SimpleList,
  useDataProvider,
  useGetList,
  useList,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { Session, User } from '../../shared/api';
import type { AdminDataProvider, SubCollectionMeta } from '../../admin/dataProviderTypes';
import { describeUserAgent } from '../../admin/account/SessionsPage';
import { EMPTY_VALUE } from '../../admin/crud';
import { useIntlLocale } from '../../admin/useIntlLocale';

/** Sub-path of the details tab (`/admin/users/{id}/sessions`). */
export const SESSIONS_TAB = 'sessions';

type SessionRecord = Session & RaRecord;

/** A session's device in words ("Chrome on Linux"), or the unknown-device text. */
function useDeviceName() {
  const translate = useTranslate();
  return (session: Pick<Session, 'userAgent'>) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return translate('account.sessions.deviceOn', { browser, os });
    return browser ?? os ?? translate('account.sessions.unknownDevice');
  };
}

/** A date and time in the admin's language. */
function When({ value }: { value: string }) {
  const locale = useIntlLocale();
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</Box>;
}

/** The device, with the whole user agent in a tooltip and "This session" on the caller's own. */
function DeviceField(_props: { label?: string }) {
  const session = useRecordContext<SessionRecord>();
  const translate = useTranslate();
  const deviceName = useDeviceName();
  if (!session) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Tooltip title={session.userAgent ?? ''} disableHoverListener={!session.userAgent}>
        <span>{deviceName(session)}</span>
      </Tooltip>
      {session.current ? <Chip size="small" color="primary" label={translate('account.sessions.current')} /> : null}
    </Stack>
  );
}

/** The raw user agent, small and breaking anywhere. */
function UserAgentField(_props: { label?: string }) {
  const session = useRecordContext<SessionRecord>();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: 'block', maxWidth: 360 }}>
      {session?.userAgent ?? EMPTY_VALUE}
    </Typography>
  );
}

/** "End session" on a row; the caller's own session is ended by signing out instead. */
function RevokeField({ onRevoke }: { onRevoke: (session: SessionRecord) => void; label?: string }) {
  const session = useRecordContext<SessionRecord>();
  if (!session || session.current) return null;
  return (
    <Button label="account.sessions.revoke" color="error" onClick={() => onRevoke(session)}>
      <LogoutOutlined />
    </Button>
  );
}

/**
 * A user's open sessions on their details page (docs/decisions.md#accounts; the tab needs `users.update`): device
 * (from the user agent), signed in, last used, IP address and user agent; any session can be
 * ended after a confirmation (`DELETE /users/{id}/sessions/{sessionId}`). The list reads
 * `GET /users/{id}/sessions` through the dataProvider's sub-collection meta. Below `sm` the
 * sessions are a compact list: the device, when it was last used and from where, and its button.
 */
export function UserSessionsTab() {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const deviceName = useDeviceName();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const locale = useIntlLocale();
  const [revoking, setRevoking] = useState<SessionRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const meta: SubCollectionMeta = { subCollectionOf: { resource: 'users', id: user?.id ?? 0, path: SESSIONS_TAB } };
  const { data, isPending, error, refetch } = useGetList<SessionRecord>(
    'user-sessions',
    { pagination: { page: 1, perPage: 100 }, meta },
    { enabled: !!user, retry: false },
  );
  const listContext = useList({ data: data ?? [], isPending, perPage: 100, sort: { field: 'lastUsedAt', order: 'DESC' } });
  if (!user) return null;

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await dataProvider.removeMember('users', { id: user.id, path: SESSIONS_TAB, memberId: revoking.id });
      notify('account.sessions.revoked', { type: 'info' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
      setRevoking(null);
      void refetch();
    }
  };

  let content;
  if (isPending) content = <Skeleton height={48} />;
  else if (error) content = <Typography color="error" sx={{ py: 2 }}>{translate('users.sessions.loadFailed')}</Typography>;
  else if (!data?.length) content = <Typography color="text.secondary" sx={{ py: 2 }}>{translate('users.sessions.none')}</Typography>;
  else
    content = (
      <ListContextProvider value={listContext}>
        {isNarrow ? (
          <SimpleList<SessionRecord>
            rowClick={false}
            primaryText={<DeviceField />}
            secondaryText={(session) =>
              `${translate('account.sessions.lastUsed')}: ${new Date(session.lastUsedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })} · ${session.ip ?? translate('account.sessions.unknownIp')}`
            }
            rightIcon={() => <RevokeField onRevoke={setRevoking} />}
            sx={{ '& .MuiListItemIcon-root': { minWidth: 0 } }}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
            <DataTable.Col source="userAgent" label="users.sessions.device" disableSort>
              <DeviceField />
            </DataTable.Col>
            <DataTable.Col source="createdAt" label="account.sessions.started" disableSort render={(session: SessionRecord) => <When value={session.createdAt} />} />
            <DataTable.Col source="lastUsedAt" label="account.sessions.lastUsed" disableSort render={(session: SessionRecord) => <When value={session.lastUsedAt} />} />
            <DataTable.Col source="ip" label="account.sessions.ip" disableSort render={(session: SessionRecord) => session.ip ?? translate('account.sessions.unknownIp')} />
            {isPhone ? null : (
              <DataTable.Col source="id" label="users.sessions.userAgent" disableSort>
                <UserAgentField />
              </DataTable.Col>
            )}
            <DataTable.Col label="crud.columns.actions" disableSort>
              <RevokeField onRevoke={setRevoking} />
            </DataTable.Col>
          </DataTable>
        )}
      </ListContextProvider>
    );

  return (
    <Box sx={{ width: '100%', minWidth: 0 }} data-testid="user-sessions">
      {content}
      <Confirm
        isOpen={revoking !== null}
        loading={busy}
        title="account.sessions.confirmTitle"
        content="users.sessions.confirmContent"
        translateOptions={{ device: revoking ? deviceName(revoking) : '', name: `${user.firstName} ${user.lastName}` }}
        confirm="account.sessions.revoke"
        confirmColor="warning"
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
