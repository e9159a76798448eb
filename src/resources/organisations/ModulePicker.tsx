/**
 * The wizard's second step: the active modules (`GET /modules/paged`, up to the picker limit),
 * each a checkbox card listing the features that come with it; the chosen ids are the form's
 * `source` value.
 */
import { Alert, Box, Card, CardActionArea, CardContent, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { LinearProgress, useGetList, useTranslate } from 'react-admin';
import type { Module } from '../../shared/api';
import { PICKER_PAGE_SIZE } from '../../admin/crud';
import { useSeededText } from '../../admin/crud/seededTexts';

const WIZARD = 'resources.organisations.wizard';

/** One module: its name, code, description and features; the card toggles it. */
function ModuleCard({ module, checked, onToggle }: { module: Module; checked: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  // Seeded modules and features in the reader's language (docs/decisions.md#seeded-texts).
  const text = useSeededText();
  const labelId = `module-${module.id}-name`;
  return (
    <Card variant="outlined" sx={{ borderColor: checked ? 'primary.main' : undefined, height: '100%' }}>
      <CardActionArea component="div" onClick={onToggle} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Checkbox
            checked={checked}
            onClick={(event) => event.stopPropagation()}
            onChange={onToggle}
            slotProps={{ input: { 'aria-labelledby': labelId } }}
            sx={{ mt: -1, ml: -1 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {text({ kind: 'module', code: module.code, field: 'name' }, module.name)}
            </Typography>
            {module.description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {text({ kind: 'module', code: module.code, field: 'description' }, module.description)}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {translate(`${WIZARD}.features`, { smart_count: module.features.length })}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }} component="ul" aria-label={translate(`${WIZARD}.featuresOf`, { name: text({ kind: 'module', code: module.code, field: 'name' }, module.name) })}>
              {module.features.map((feature) => (
                <Chip key={feature.id} component="li" size="small" variant="outlined" label={text({ kind: 'feature', code: feature.code, field: 'name' }, feature.name)} title={feature.description ? text({ kind: 'feature', code: feature.code, field: 'description' }, feature.description) : undefined} />
              ))}
            </Stack>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Checkbox cards of the active modules; the form's `source` holds the chosen module ids. */
export function ModulePicker({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useController({ name: source, defaultValue: [] });
  const { data, isPending, error } = useGetList<Module>('modules', {
    pagination: { page: 1, perPage: PICKER_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter: { isActive: true },
  });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number) => field.onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${WIZARD}.modulesHelp`)}
      </Typography>
      {data?.length ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {data.map((module) => (
            <ModuleCard key={module.id} module={module} checked={chosen.includes(module.id)} onToggle={() => toggle(module.id)} />
          ))}
        </Box>
      ) : (
        <Typography>{translate(`${WIZARD}.noModules`)}</Typography>
      )}
      <Typography variant="body2" sx={{ mt: 2 }} role="status">
        {translate(`${WIZARD}.chosen`, { smart_count: chosen.length })}
      </Typography>
    </Box>
  );
}
