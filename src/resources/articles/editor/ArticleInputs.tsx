/**
 * The article form's own inputs besides the versions (loaded with the editor, not with the
 * admin's first screen): the slug with a button that makes it from the English title, the
 * author picked among the users, the tags as chips, and the cover (the media library's picker,
 * src/resources/media/MediaPickerInput.tsx).
 */
import { useMemo, useState } from 'react';
import { Autocomplete, Chip, IconButton, InputAdornment, TextField as MuiTextField, Tooltip } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import {
  AutocompleteInput,
  ReferenceInput,
  TextInput,
  useGetList,
  useInput,
  useTranslate,
  ValidationError,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DeclaredInputProps } from '../../../admin/crud';
import { PICKER_PAGE_SIZE } from '../../../admin/crud';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import { MediaPickerInput } from '../../media/MediaPickerInput';
import { slugify } from '../slug';
import type { ArticleVersion } from '../versions';
import { normaliseTag, tagsRule } from './rules';

/** The title the slug is made from: the English version's, else the first version's. */
function useMainTitle(): string {
  const versions = useWatch<{ translations?: ArticleVersion[] }, 'translations'>({ name: 'translations' }) ?? [];
  const main = versions.find((version) => version?.language === DEFAULT_LANGUAGE) ?? versions[0];
  return main?.title ?? '';
}

/** The slug (the definition's rule and message) with "Make from the English title". */
export function SlugInput({ source, label, validate }: DeclaredInputProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const title = useMainTitle();
  const made = slugify(title);
  const fill = () => setValue(source, made, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  const hint = translate('resources.articles.form.slugFromTitle');
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText="resources.articles.form.slugHelp"
      sx={{ width: '100%', maxWidth: 720 }}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <Tooltip title={hint} describeChild>
              <span>
                <IconButton aria-label={hint} onClick={fill} disabled={!made} edge="end" size="small">
                  <AutoFixHighIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </InputAdornment>
        ),
      }}
    />
  );
}

const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();

/** The author: one of the users, found by name (the byline shows the author's full name). */
export function AuthorInput({ source, label, validate }: DeclaredInputProps) {
  return (
    <ReferenceInput source={source} reference="users" perPage={PICKER_PAGE_SIZE} sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput label={label} optionText={fullName} validate={validate} sx={{ width: '100%', maxWidth: 720 }} />
    </ReferenceInput>
  );
}

/** The cover: an image of the media library, chosen from its grid or uploaded here (the media library's own picker). */
export function CoverInput({ source, label, validate }: DeclaredInputProps) {
  return <MediaPickerInput source={source} label={label} validate={validate} />;
}

/**
 * The tags as chips: type one and press Enter (or a comma); it is stored lower-case with hyphens
 * for spaces. The tags other articles use are offered as suggestions.
 */
export function TagsInput({ source, label, validate }: DeclaredInputProps) {
  const translate = useTranslate();
  const rules = useMemo(() => [...validate, tagsRule], [validate]);
  const { field, fieldState } = useInput({ source, validate: rules, defaultValue: [] });
  const { data: articles } = useGetList('articles', { pagination: { page: 1, perPage: PICKER_PAGE_SIZE }, sort: { field: 'updatedAt', order: 'DESC' } });
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const suggestions = useMemo(() => [...new Set((articles ?? []).flatMap((article) => (Array.isArray(article.tags) ? (article.tags as string[]) : [])))].sort(), [articles]);
  const [typed, setTyped] = useState('');
  const change = (tags: readonly string[]) => field.onChange([...new Set(tags.map(normaliseTag).filter(Boolean))]);
  const shownError = fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={suggestions}
      value={value}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      onChange={(_event, tags) => change(tags)}
      onBlur={field.onBlur}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={translate(label)}
          error={!!shownError}
          helperText={shownError ? <ValidationError error={shownError} /> : translate('resources.articles.form.tagsHelp')}
          onKeyDown={(event) => {
            // A comma ends a tag as Enter does.
            if (event.key === ',') {
              event.preventDefault();
              if (typed.trim()) change([...value, typed]);
              setTyped('');
            }
          }}
        />
      )}
      sx={{ width: '100%', maxWidth: 720, my: 1 }}
    />
  );
}
