import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useCanAccess, useGetIdentity, useGetList, useGetResourceLabel, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { ComponentType } from 'react';
import { useSpecPaths } from './crud/paths';
import { resources } from '../resources';
import { DashboardTiles } from './dashboard/DashboardTiles';
import { COUNT_PARAMS } from './dashboard/primedReads';
import { useIntlLocale } from './useIntlLocale';

/** What a dashboard card shows of a resource (a registry entry, src/resources/index.ts). */
export interface DashboardResource {
  name: string;
  icon?: ComponentType;
}

/** One resource the user may list: its name, its record count from the API, a link to it. */
function ResourceCountCard({ resource }: { resource: DashboardResource }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const paths = useSpecPaths();
  // The read the admin's entry may have started already (./dashboard/primedReads.ts).
  const { total, isPending, error } = useGetList(
    resource.name,
    COUNT_PARAMS,
    { onError: (failure: unknown) => notify(failure instanceof Error ? failure.message : String(failure), { type: 'error', multiLine: true }) },
  );
  const Icon = resource.icon;
  // The menu's label (react-admin's: the translation, else the name in words).
  const title = useGetResourceLabel()(resource.name, 2);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={paths.list(resource.name)} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            {Icon ? <Icon /> : null}
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
          </Box>
          {isPending ? (
            <Skeleton width={60} height={40} />
          ) : (
            <Typography variant="h4" component="p" aria-label={translate('dashboard.count', { name: title })}>
              {error ? '—' : (total ?? 0).toLocaleString(locale)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.open', { name: title })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** {@link ResourceCountCard} in the dashboard's grid, when the user may list the resource. */
function ResourceCard({ resource }: { resource: DashboardResource }) {
  const { canAccess } = useCanAccess({ resource: resource.name, action: 'list' });
  if (!canAccess) return null;
  return <ResourceCountCard resource={resource} />;
}

/**
 * The admin home (`/admin`): a greeting with the user's name, the figures of `GET /dashboard`
 * (tiles, sign-ins chart, latest activity) and a card per accessible resource.
 */
export function Dashboard() {
  return <DashboardView items={resources} />;
}

/**
 * Whether the permissions (`resource.action` names) let their holder change anything: any
 * action other than `read`. A read-only user's dashboard says what they may view, not manage.
 */
export function mayChangeSomething(permissions: unknown): boolean {
  return Array.isArray(permissions) && permissions.some((name) => typeof name === 'string' && !name.endsWith('.read'));
}

/** The dashboard over a given list of resources. */
export function DashboardView({ items }: { items: readonly DashboardResource[] }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h4" component="h1" gutterBottom>
        {identity?.fullName ? translate('dashboard.greeting', { name: identity.fullName }) : translate('dashboard.greetingAnonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {/* Its height kept (a no-break space) until the permissions say which sentence fits. */}
        {permissionsPending ? '\u00a0' : translate(mayChangeSomething(permissions) ? 'dashboard.subtitle' : 'dashboard.subtitleReadOnly')}
      </Typography>
      <DashboardTiles />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('dashboard.shortcuts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {items.map((resource) => (
          <ResourceCard key={resource.name} resource={resource} />
        ))}
      </Box>
    </Box>
  );
}
