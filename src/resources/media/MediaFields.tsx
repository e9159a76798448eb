/**
 * How a medium reads in the library (docs/decisions.md#media): its thumbnail in the list, the
 * preview on its details page with a link to the original, its dimensions and size, its
 * alternative texts per language, its resized copies and the articles using it as their cover.
 */
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LANGUAGE_MENU } from '../../shared/languages';
import { formatByteSize, mediaUrl } from '../../shared/media';
import { useSpecPaths, type DeclaredDisplayProps } from '../../admin/crud';
import { useIntlLocale } from '../../admin/useIntlLocale';
import { thumbnailUrl, type MediaRecord } from './media';

/** The alternative text in `language`, else English, else none (a decorative picture). */
export function altTextOf(record: Pick<MediaRecord, 'alt'>, language: string): string {
  return record.alt[language as keyof MediaRecord['alt']] ?? record.alt.en ?? '';
}

/** A small picture of the medium, as large as `width` × `height` (contained, not cropped). */
export function MediaThumbnail({ record, width = 72, height = 48 }: { record: MediaRecord; width?: number; height?: number }) {
  const locale = useIntlLocale();
  return (
    <Box
      component="img"
      src={thumbnailUrl(record, width * 2)}
      alt={altTextOf(record, locale.slice(0, 2))}
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      sx={{ display: 'block', width, height, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1 }}
    />
  );
}

/** The list's thumbnail column. */
export function MediaThumbnailField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  return record ? <MediaThumbnail record={record} /> : null;
}

/** The details page's preview (at most 480 px wide) and a link to the original file. */
export function MediaPreviewField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <MediaThumbnail record={record} width={480} height={300} />
      <Link href={mediaUrl(record)} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {translate('resources.media.download')}
      </Link>
    </Box>
  );
}

/** `1920 × 1080` (px), or "—" for an SVG without a size. */
export function MediaDimensionsField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  const locale = useIntlLocale();
  if (!record) return null;
  const format = (value: number) => value.toLocaleString(locale);
  return <Typography variant="body2">{record.width && record.height ? `${format(record.width)} × ${format(record.height)}` : '—'}</Typography>;
}

/** The file's size in decimal units (`1.5 MB`). */
export function MediaSizeField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  const locale = useIntlLocale();
  return record ? <Typography variant="body2">{formatByteSize(record.byteSize, locale)}</Typography> : null;
}

/** The alternative texts, one line per language that has one. */
export function MediaAltTextsField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const texts = LANGUAGE_MENU.filter(({ code }) => record.alt[code]);
  if (texts.length === 0) return <Typography variant="body2">{translate('resources.media.altMissing')}</Typography>;
  return (
    <List dense disablePadding>
      {texts.map(({ code, nativeName }) => (
        <ListItem key={code} disableGutters lang={code}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {nativeName}
            </Box>
            {record.alt[code]}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** The widths of the resized copies, or "None" (an SVG, or uploaded while variants were disabled). */
export function MediaVariantsField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const widths = [...new Set(record.variants.map((variant) => variant.width))].sort((a, b) => a - b);
  return <Typography variant="body2">{widths.length ? translate('resources.media.variantsSummary', { widths: widths.join(', ') }) : translate('resources.media.variantsNone')}</Typography>;
}

/** The articles using the medium as their cover, each linked to its details page. */
export function MediaUsedByField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<MediaRecord>();
  const translate = useTranslate();
  const paths = useSpecPaths();
  if (!record) return null;
  if (record.usedBy.length === 0) return <Typography variant="body2">{translate('resources.media.usedByNone')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {record.usedBy.map((article) => (
        <Link key={article.id} component={RouterLink} to={paths.show('articles', article.id)} variant="body2">
          {article.name}
        </Link>
      ))}
    </Box>
  );
}
