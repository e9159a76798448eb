/**
 * Access to the details page's custom tabs: each declares what the user must be allowed to do
 * (`{resource: 'users', action: 'edit'}` for a user's sessions), asked of the authProvider's
 * canAccess in one query per page, refreshed with react-admin's other queries.
 */
import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import type { CustomTabDeclaration, TabDeclaration } from './types';

/** Tab path → whether the user may open it, for the `custom` tabs among `tabs` (absent while asking). */
export function useCustomTabsAccess(tabs: readonly TabDeclaration[]): Readonly<Record<string, boolean>> {
  const authProvider = useAuthProvider();
  const custom = tabs.filter((tab): tab is CustomTabDeclaration => tab.type === 'custom');
  const key = JSON.stringify(custom.map((tab) => [tab.path, tab.access ?? null]));
  const [access, setAccess] = useState<Record<string, boolean>>({});
  useEffect(() => {
    const checks: { path: string; access: CustomTabDeclaration['access'] }[] = JSON.parse(key).map(([path, rule]: [string, CustomTabDeclaration['access'] | null]) => ({
      path,
      access: rule ?? undefined,
    }));
    if (checks.length === 0) return;
    let current = true;
    void Promise.all(
      checks.map(async ({ path, access: rule }) => {
        if (!authProvider?.canAccess || !rule) return [path, true] as const;
        try {
          return [path, await authProvider.canAccess({ resource: rule.resource, action: rule.action })] as const;
        } catch {
          return [path, false] as const;
        }
      }),
    ).then((answers) => {
      if (current) setAccess(Object.fromEntries(answers));
    });
    return () => {
      current = false;
    };
  }, [authProvider, key]);
  return access;
}
