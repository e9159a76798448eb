/**
 * The alternative texts of a medium on its edit form: one line per language (the seven of the
 * site, by their native names), each at most MAX_MEDIA_ALT_LENGTH characters; an empty one is
 * removed when saved (`PUT /media/{id}` writes the whole set).
 */
import { Box, Typography } from '@mui/material';
import { maxLength, TextInput, useTranslate } from 'react-admin';
import { LANGUAGE_MENU } from '../../shared/languages';
import { MAX_MEDIA_ALT_LENGTH } from '../../shared/media';
import type { DeclaredInputProps } from '../../admin/crud';

const altRule = maxLength(MAX_MEDIA_ALT_LENGTH, 'resources.media.validation.alt');

export function AltTextsInput({ source }: DeclaredInputProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.media.altHelp')}
      </Typography>
      {LANGUAGE_MENU.map(({ code, nativeName }) => (
        <TextInput
          key={code}
          source={`${source}.${code}`}
          label={translate('resources.media.altIn', { language: nativeName })}
          validate={altRule}
          inputProps={{ lang: code, maxLength: MAX_MEDIA_ALT_LENGTH }}
          fullWidth
        />
      ))}
    </Box>
  );
}
