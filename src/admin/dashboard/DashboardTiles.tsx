/**
 * The dashboard's figures (docs/decisions.md#accounts) from `GET /dashboard`, which answers only the tiles the
 * caller may read: users (active, inactive, invited), organisations (total, active, by type),
 * modules in use (and paid), the outbox (sent, with those waiting and failed beside) and the open contact messages (new and in progress, each a link to the list filtered to it), sign-ins per
 * day (a lazily loaded chart) and the latest activity. A tile the caller may not read is absent.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Chip, Divider, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { Dashboard } from '../../shared/api';
import { DASHBOARD_READ } from './primedReads';
import { useSpecPaths } from '../crud/paths';
import { useIntlLocale } from '../useIntlLocale';

const SignInsChart = lazy(() => import('./SignInsChart'));

/** `GET /dashboard` through the dataProvider (a singleton read, which the admin's entry may have started already: ./primedReads.ts). */
export function useDashboard() {
  return useGetOne<Dashboard & { id: string }>(DASHBOARD_READ.resource, { id: DASHBOARD_READ.id, meta: DASHBOARD_READ.meta });
}

/**
 * One figure tile: a title and the main number (a link to the list), with `unit` saying what the
 * number counts where the title alone does not ("Emails · 12 sent"), smaller figures beneath.
 */
function Tile({ title, value, unit, to, children, testId }: { title: string; value: number; unit?: string; to?: string; children?: ReactNode; testId: string }) {
  const locale = useIntlLocale();
  const heading = (
    <CardContent sx={{ pb: children ? 0 : undefined }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
        {value.toLocaleString(locale)}
        {unit ? ' ' : null}
        {unit ? (
          <Typography component="span" variant="body1" color="text.secondary" sx={{ fontWeight: 400 }}>
            {unit}
          </Typography>
        ) : null}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      {to ? (
        <CardActionArea component={Link} to={to}>
          {heading}
        </CardActionArea>
      ) : (
        heading
      )}
      {children ? <Box sx={{ display: 'flex', px: 2, pb: 2, pt: 1, flexWrap: 'wrap', gap: 0.75 }}>{children}</Box> : null}
    </Card>
  );
}

/** The figure tiles' grid: one column on phones, two from `sm`, four from `lg`. */
const TILE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** A small labelled figure under a tile's main number; with `to`, a link to the list filtered to it. */
function Figure({ label, value, color = 'default', to }: { label: string; value: number; color?: 'default' | 'success' | 'warning' | 'error' | 'info'; to?: string }) {
  const locale = useIntlLocale();
  const text = `${label}: ${value.toLocaleString(locale)}`;
  return to ? (
    <Chip size="small" variant="outlined" color={color} label={text} component={Link} to={to} clickable />
  ) : (
    <Chip size="small" variant="outlined" color={color} label={text} />
  );
}

/** A list's URL with a react-admin filter (`?filter={"status":"failed"}`). */
const filtered = (list: string, filter: Record<string, string>) => `${list}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** The figure tiles, the sign-ins chart and the latest activity; nothing while loading fails. */
export function DashboardTiles() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const paths = useSpecPaths();
  const { data, isPending, error } = useDashboard();
  if (isPending) {
    return (
      <Box sx={{ ...TILE_GRID, mb: 3 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={132} />
        ))}
      </Box>
    );
  }
  if (error || !data) return null;
  const { users, organisations, modules, outbox, contactMessages, signIns, activity } = data;
  // "Updated · Organizations #5"; sign-in events name only the action (the record is the user).
  const activitySummary = (row: NonNullable<Dashboard['activity']>[number]) => {
    const action = translate(`crud.activity.actions.${row.action}`, { _: row.action });
    if (row.resource === 'auth') return action;
    const record = row.recordId != null ? ` #${row.recordId}` : '';
    return `${action} · ${translate(`resources.activity.resourceNames.${row.resource}`, { _: row.resource })}${record}`;
  };
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={TILE_GRID}>
        {users ? (
          <Tile testId="tile-users" title={translate('dashboard.tiles.users')} value={users.active + users.inactive + users.invited} to={paths.list('users')}>
            <Figure label={translate('dashboard.figures.active')} value={users.active} color="success" to={filtered(paths.list('users'), { isActive: 'true' })} />
            <Figure label={translate('dashboard.figures.inactive')} value={users.inactive} to={filtered(paths.list('users'), { isActive: 'false' })} />
            <Figure label={translate('dashboard.figures.invited')} value={users.invited} color="info" />
          </Tile>
        ) : null}
        {organisations ? (
          <Tile testId="tile-organisations" title={translate('dashboard.tiles.organisations')} value={organisations.total} to={paths.list('organisations')}>
            <Figure label={translate('dashboard.figures.active')} value={organisations.active} color="success" to={filtered(paths.list('organisations'), { isActive: 'true' })} />
            {Object.entries(organisations.byType)
              .filter(([, count]) => count > 0)
              .map(([type, count]) => (
                <Figure key={type} label={translate(`resources.organisations.types.${type}`)} value={count} to={filtered(paths.list('organisations'), { type })} />
              ))}
          </Tile>
        ) : null}
        {modules ? (
          <Tile testId="tile-modules" title={translate('dashboard.tiles.modules')} value={modules.inUse} to={paths.list('organisations')}>
            <Figure label={translate('dashboard.figures.paid')} value={modules.paid} color="success" />
            <Figure label={translate('dashboard.figures.unpaid')} value={modules.inUse - modules.paid} color="warning" />
          </Tile>
        ) : null}
        {outbox ? (
          <Tile testId="tile-outbox" title={translate('dashboard.tiles.outbox')} value={outbox.sent} unit={translate('dashboard.figures.sent')} to={paths.list('emails')}>
            <Figure label={translate('dashboard.figures.queued')} value={outbox.queued + outbox.sending} color="info" to={filtered(paths.list('emails'), { status: 'queued' })} />
            <Figure label={translate('dashboard.figures.failed')} value={outbox.failed} color={outbox.failed ? 'error' : 'default'} to={filtered(paths.list('emails'), { status: 'failed' })} />
          </Tile>
        ) : null}
        {contactMessages ? (
          <Tile
            testId="tile-contact-messages"
            title={translate('resources.contact-messages.name_other')}
            value={contactMessages.new + contactMessages.inProgress}
            unit={translate('dashboard.figures.open')}
            to={paths.list('contact-messages')}
          >
            <Figure
              label={translate('dashboard.figures.contactNew')}
              value={contactMessages.new}
              color={contactMessages.new ? 'warning' : 'default'}
              to={filtered(paths.list('contact-messages'), { status: 'new' })}
            />
            <Figure
              label={translate('dashboard.figures.contactInProgress')}
              value={contactMessages.inProgress}
              color={contactMessages.inProgress ? 'info' : 'default'}
              to={filtered(paths.list('contact-messages'), { status: 'in-progress' })}
            />
          </Tile>
        ) : null}
      </Box>
      {signIns || activity ? (
        // Each card as tall as its content: the chart's card stretched to the activity panel's
        // height left a blank band under the chart.
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: signIns && activity ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' },
          }}
        >
          {signIns ? (
            <Card variant="outlined" data-testid="sign-ins-card">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('dashboard.signIns.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('dashboard.signIns.total', { smart_count: signIns.reduce((sum, day) => sum + day.count, 0) })}
                </Typography>
                <Box role="img" aria-label={translate('dashboard.signIns.title')}>
                  <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
                    <SignInsChart days={signIns} locale={locale} seriesName={translate('dashboard.signIns.series')} />
                  </Suspense>
                </Box>
              </CardContent>
            </Card>
          ) : null}
          {activity ? (
            <Card variant="outlined" data-testid="activity-card">
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="h6" component="h2">
                  {translate('dashboard.activity.title')}
                </Typography>
              </CardContent>
              <Divider />
              {activity.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                  {translate('crud.activity.empty')}
                </Typography>
              ) : (
                <List dense disablePadding data-testid="recent-activity">
                  {activity.map((row) => (
                    <ListItem key={row.id} disablePadding>
                      <ListItemButton component={Link} to={paths.show('activity', row.id)}>
                        <ListItemText
                          primary={activitySummary(row)}
                          secondary={`${row.actorName ?? translate('resources.activity.system')} · ${new Date(row.at).toLocaleString(locale)}`}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              <Divider />
              <Box sx={{ p: 1 }}>
                <Typography component={Link} to={paths.list('activity')} variant="body2" color="primary" sx={{ px: 1 }}>
                  {translate('dashboard.activity.all')}
                </Typography>
              </Box>
            </Card>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
