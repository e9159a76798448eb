/**
 * Access rules asked of the authProvider's canAccess in one batch per screen: the details
 * page's custom tabs (`{resource: 'users', action: 'edit'}` for a user's sessions) and a list's
 * declared bulk actions (`{resource: 'organisations', action: 'create'}` to import records).
 */
import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AccessRule, CustomTabDeclaration, TabDeclaration } from './types';

/**
 * Key → whether the user may do what its rule says (true without a rule); a key is absent
 * while the answer is pending, and false when canAccess fails.
 */
export function useAccessRules(rules: readonly { key: string; access?: AccessRule }[]): Readonly<Record<string, boolean>> {
  const authProvider = useAuthProvider();
  const serialised = JSON.stringify(rules.map((rule) => [rule.key, rule.access ?? null]));
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  useEffect(() => {
    const checks: [string, AccessRule | null][] = JSON.parse(serialised);
    if (checks.length === 0) return;
    let current = true;
    void Promise.all(
      checks.map(async ([key, rule]) => {
        if (!authProvider?.canAccess || !rule) return [key, true] as const;
        try {
          return [key, await authProvider.canAccess({ resource: rule.resource, action: rule.action })] as const;
        } catch {
          return [key, false] as const;
        }
      }),
    ).then((results) => {
      if (current) setAnswers(Object.fromEntries(results));
    });
    return () => {
      current = false;
    };
  }, [authProvider, serialised]);
  return answers;
}

/** Tab path → whether the user may open it, for the `custom` tabs among `tabs` (absent while asking). */
export function useCustomTabsAccess(tabs: readonly TabDeclaration[]): Readonly<Record<string, boolean>> {
  const custom = tabs.filter((tab): tab is CustomTabDeclaration => tab.type === 'custom');
  return useAccessRules(custom.map((tab) => ({ key: tab.path, access: tab.access })));
}
