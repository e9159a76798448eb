/**
 * A role's permissions as a checklist grouped by resource (`users.*`, `roles.*`, …) with a
 * select-all checkbox per group, on the generated checklist (react-admin's
 * `ReferenceArrayInput`, docs/requirements.md#r7 picker parameters).
 */
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { ValidationError, useChoicesContext, useInput, useTranslate } from 'react-admin';
import { ChecklistInput, idsOf, type DeclaredInputProps } from '../../admin/crud';

interface PermissionChoice {
  id: number;
  name: string;
}

/** Permissions grouped by the resource before the dot, groups and names in alphabetical order. */
export function groupPermissions(choices: readonly PermissionChoice[]): { group: string; items: PermissionChoice[] }[] {
  const groups = new Map<string, PermissionChoice[]>();
  for (const choice of choices) {
    const group = choice.name.includes('.') ? choice.name.slice(0, choice.name.indexOf('.')) : choice.name;
    groups.set(group, [...(groups.get(group) ?? []), choice]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: [...items].sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** The grouped checkboxes over the choices in context; writes the selected ids to `source`. */
function GroupedPermissionChoices({ source }: { source: string }) {
  const translate = useTranslate();
  const { allChoices } = useChoicesContext<PermissionChoice & { id: number }>();
  const { field, fieldState } = useInput({ source });
  const selected = new Set(idsOf(field.value));
  const write = (ids: Set<unknown>) => field.onChange([...ids]);
  const toggle = (id: number, checked: boolean) => {
    const next = new Set<unknown>(selected);
    if (checked) next.add(id);
    else next.delete(id);
    write(next);
  };
  const toggleGroup = (items: PermissionChoice[], checked: boolean) => {
    const next = new Set<unknown>(selected);
    for (const item of items) {
      if (checked) next.add(item.id);
      else next.delete(item.id);
    }
    write(next);
  };
  const grid = (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 1 }}>
      {groupPermissions(allChoices ?? []).map(({ group, items }) => {
        const chosen = items.filter((item) => selected.has(item.id)).length;
        return (
          <Box key={group} role="group" aria-label={`${group}.*`} sx={{ minWidth: 0 }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={chosen === items.length}
                  indeterminate={chosen > 0 && chosen < items.length}
                  onChange={(event) => toggleGroup(items, event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('resources.roles.form.selectGroup', { group: `${group}.*` })}
                </Typography>
              }
            />
            <Box sx={{ pl: 3, display: 'flex', flexDirection: 'column' }}>
              {items.map((item) => (
                <FormControlLabel
                  key={item.id}
                  control={
                    <Checkbox size="small" checked={selected.has(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} onBlur={field.onBlur} />
                  }
                  label={<Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
  // A server's verdict on the permissions (an unknown or forbidden one) shows under them.
  return fieldState.error?.message ? (
    <>
      {grid}
      <FormHelperText error id={`${field.name}-error`}>
        <ValidationError error={fieldState.error.message} />
      </FormHelperText>
    </>
  ) : (
    grid
  );
}

/** The permissions input of the role form (declared as the `permissions` field's own input). */
export function PermissionChecklistInput({ source, label }: DeclaredInputProps) {
  return (
    <ChecklistInput source={source} reference="permissions" label={label} loadingText="resources.roles.form.loadingPermissions" maxHeight={420}>
      <GroupedPermissionChoices source={source} />
    </ChecklistInput>
  );
}
