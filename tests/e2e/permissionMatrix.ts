/**
 * Reading and driving the role's permission matrix (src/resources/roles/PermissionMatrix.tsx)
 * in e2e tests: a permission's checkbox by its accessible name ("Users: Read"), and what a
 * role's details page shows as granted.
 */
import type { Locator, Page } from 'playwright-core';

/** The checkbox of one permission in the role form's matrix (`Users`, `Read`). */
export const matrixBox = (page: Page, resource: string, action: string): Locator => page.getByRole('checkbox', { name: `${resource}: ${action}`, exact: true });

/**
 * The permissions the details page's read-only matrix shows granted, as `Resource: Action`
 * (the row's and the column's headers), sorted; the Other row's as their names.
 */
export function grantedInMatrix(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    if (!table) return [];
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
    const granted: string[] = [];
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = [...row.children];
      const resource = cells[0]?.textContent?.trim() ?? '';
      if (cells.length === 2 && headers.length > 2) {
        // The Other row: its permissions by name, the granted ones marked by a check icon.
        for (const item of cells[1].querySelectorAll('span > span')) if (item.previousElementSibling?.tagName === 'svg') granted.push(item.textContent ?? '');
        continue;
      }
      cells.slice(1).forEach((cell, index) => {
        if (cell.querySelector('svg')) granted.push(`${resource}: ${headers[index + 1]}`);
      });
    }
    return granted.sort();
  });
}
