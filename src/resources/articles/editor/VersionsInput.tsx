/**
 * The language versions of an article (the form's `translations`, written whole by a save):
 * a tab per version, "Add language" for the languages without one, and removing a version.
 * Each version has its title, summary, Markdown body with the live preview beside it (below it
 * on phones), SEO title and description with counters and the search-result preview, and its
 * status with Publish, Schedule, Withdraw and Preview. "Show English beside" puts the English
 * version, read-only, next to the version being translated.
 *
 * Every version's inputs stay mounted (the hidden tabs too), so a save checks them all; a tab
 * whose version breaks a rule is marked.
 */
import { memo, useState, type ReactNode } from 'react';
import { Badge, Box, Card, CardContent, FormControlLabel, Grid, IconButton, Menu, MenuItem, Stack, Switch, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ArrayInputBase, Button, TextInput, useArrayInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { DeclaredInputProps } from '../../../admin/crud';
import type { ArticleStatus } from '../../../shared/enums';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';
import { languageLabel, STATUS_COLOURS, type ArticleVersion } from '../versions';
import { MarkdownPreview } from './MarkdownPreview';
import { SeoFields } from './SeoFields';
import { VersionActions } from './VersionActions';
import { VERSION_RULES } from './rules';

/** A new, empty version in `language`. */
export const emptyVersion = (language: LanguageCode): ArticleVersion => ({ language, title: '', summary: '', body: '', seoTitle: '', seoDescription: '' });

/** The versions as the form holds them. */
function useVersions(): ArticleVersion[] {
  return useWatch<{ translations?: ArticleVersion[] }, 'translations'>({ name: 'translations' }) ?? [];
}

/** Whether version `index` breaks a rule (its tab is marked). */
function useVersionHasError(index: number): boolean {
  const { errors } = useFormState({ name: `translations.${index}` });
  const versions = (errors as { translations?: unknown[] }).translations;
  return Array.isArray(versions) && !!versions[index];
}

/** A tab's label: the language, the saved status's colour as a dot, marked when the version has an error. */
function VersionTabLabel({ index, language, status }: { index: number; language: LanguageCode; status?: ArticleStatus }) {
  const translate = useTranslate();
  const broken = useVersionHasError(index);
  const dot = status ? STATUS_COLOURS[status] : 'default';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Badge variant="dot" color={dot === 'default' ? 'secondary' : dot} invisible={!status} sx={{ '& .MuiBadge-dot': { position: 'static', transform: 'none' } }} />
      <Box component="span" sx={{ color: broken ? 'error.main' : undefined }}>
        {translate(languageLabel(language))}
        {broken ? ' *' : ''}
      </Box>
    </Stack>
  );
}

/** The English version as it stands in the form, read-only, for translating beside it. */
function EnglishReference({ version }: { version: ArticleVersion }) {
  const translate = useTranslate();
  const row = (label: string, text: ReactNode) => (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text || '—'}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ bgcolor: 'action.hover' }} data-testid="english-reference" aria-label={translate('resources.articles.form.englishReference')}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {translate('resources.articles.form.englishReference')}
        </Typography>
        {row('resources.articles.fields.title', version.title)}
        {row('resources.articles.fields.summary', version.summary)}
        {row('resources.articles.fields.body', version.body)}
        {row('resources.articles.fields.seoTitle', version.seoTitle)}
        {row('resources.articles.fields.seoDescription', version.seoDescription)}
      </CardContent>
    </Card>
  );
}

/** The body's live preview, watching only this version's body. */
function BodyPreview({ index, active }: { index: number; active: boolean }) {
  const body = useWatch({ name: `translations.${index}.body` }) as string | undefined;
  return <MarkdownPreview body={body ?? ''} active={active} />;
}

/**
 * The inputs of version `index`: title, summary, body with its preview, SEO; stacked when
 * `narrow`. Memoised on its plain props: typing in one version re-renders only what watches it.
 */
const VersionFields = memo(function VersionFields({ index, language, active, narrow }: { index: number; language: LanguageCode; active: boolean; narrow: boolean }) {
  return (
    <Stack spacing={1}>
      <TextInput source={`${index}.title`} label="resources.articles.fields.title" validate={VERSION_RULES.title} fullWidth />
      <TextInput source={`${index}.summary`} label="resources.articles.fields.summary" validate={VERSION_RULES.summary} fullWidth multiline minRows={2} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: narrow ? 12 : 6 }}>
          <TextInput
            source={`${index}.body`}
            label="resources.articles.fields.body"
            validate={VERSION_RULES.body}
            helperText="resources.articles.form.markdownHelp"
            fullWidth
            multiline
            minRows={16}
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.9rem' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: narrow ? 12 : 6 }} sx={{ pt: { md: 1 } }}>
          <BodyPreview index={index} active={active} />
        </Grid>
      </Grid>
      <SeoFields index={index} language={language} />
    </Stack>
  );
});

/** The tabs and panels; inside ArrayInputBase, whose context gives the versions' field array. */
function VersionTabs() {
  const translate = useTranslate();
  const { fields, append, remove } = useArrayInput();
  const versions = useVersions();
  const [selected, setSelected] = useState<string>(() => versions[0]?.language ?? DEFAULT_LANGUAGE);
  const [adding, setAdding] = useState<HTMLElement | null>(null);
  const [beside, setBeside] = useState(false);
  const present = new Set(versions.map((version) => version?.language));
  const missing = LANGUAGE_CODES.filter((language) => !present.has(language));
  const current = versions.findIndex((version) => version?.language === selected);
  const index = current === -1 ? 0 : current;
  const english = versions.find((version) => version?.language === DEFAULT_LANGUAGE);
  const translating = !!english && versions[index]?.language !== DEFAULT_LANGUAGE;
  const add = (language: LanguageCode) => {
    append(emptyVersion(language));
    setSelected(language);
    setAdding(null);
  };
  const removeCurrent = () => {
    remove(index);
    setSelected(versions.find((_, at) => at !== index)?.language ?? DEFAULT_LANGUAGE);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }} data-testid="version-header">
        <Tabs
          value={versions[index] ? versions[index].language : false}
          onChange={(_event, language: string) => setSelected(language)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('resources.articles.fields.translations')}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
        >
          {fields.map((field, at) => (versions[at] ? <Tab key={field.id} value={versions[at].language} label={<VersionTabLabel index={at} language={versions[at].language} status={versions[at].status} />} /> : null))}
        </Tabs>
        {missing.length ? (
          <Button label="resources.articles.form.addLanguage" onClick={(event) => setAdding(event.currentTarget)} aria-haspopup="menu">
            <AddIcon />
          </Button>
        ) : null}
        <Menu anchorEl={adding} open={!!adding} onClose={() => setAdding(null)}>
          {missing.map((language) => (
            <MenuItem key={language} onClick={() => add(language)}>
              {translate(languageLabel(language))}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }} data-testid="version-toolbar">
        {versions[index] ? <VersionActions language={versions[index].language} /> : null}
        <Box sx={{ flex: 1 }} />
        {translating ? (
          <FormControlLabel control={<Switch checked={beside} onChange={(event) => setBeside(event.target.checked)} />} label={translate('resources.articles.form.showEnglish')} />
        ) : null}
        <Tooltip title={fields.length < 2 ? translate('resources.articles.form.lastVersion') : ''} describeChild>
          <span>
            <IconButton
              aria-label={translate('resources.articles.form.removeLanguage', { language: versions[index] ? translate(languageLabel(versions[index].language)) : '' })}
              onClick={removeCurrent}
              disabled={fields.length < 2}
              color="error"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {fields.map((field, at) => {
        const version = versions[at];
        if (!version) return null;
        const active = at === index;
        const sideBySide = active && beside && translating && !!english;
        return (
          <Box key={field.id} role="tabpanel" hidden={!active} aria-label={translate(languageLabel(version.language))} data-testid={`version-panel-${version.language}`}>
            {sideBySide ? (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <EnglishReference version={english} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <VersionFields index={at} language={version.language} active={active} narrow />
                </Grid>
              </Grid>
            ) : (
              <VersionFields index={at} language={version.language} active={active} narrow={false} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The versions input of the article form (declared for `translations`). */
export function VersionsInput({ source, defaultValue }: DeclaredInputProps & { defaultValue?: unknown }) {
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <ArrayInputBase source={source} defaultValue={(defaultValue as ArticleVersion[] | undefined) ?? [emptyVersion(DEFAULT_LANGUAGE)]}>
        <VersionTabs />
      </ArrayInputBase>
    </Box>
  );
}
