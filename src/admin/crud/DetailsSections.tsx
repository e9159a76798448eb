/**
 * The details page's fields in sections (a declaration's `sections`): one card per section with
 * its heading and label/value rows, in a grid of two columns from `md` up and one column on
 * phones; a `wide` section spans the grid. Shown fields no section names follow in a last card.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { SimpleShowLayout, useTranslate } from 'react-admin';
import { renderField } from './fieldDisplays';
import type { DetailsSectionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/** The section most resources end with: the record's id and its created and updated times. */
export const RECORD_SECTION: DetailsSectionDeclaration = { key: 'record', label: 'crud.sections.record', fields: ['id', 'createdAt', 'updatedAt'] };

/** A section as shown: its heading key and its fields' declarations. */
export interface DetailsSection {
  key: string;
  label: string;
  wide: boolean;
  fields: FieldDeclaration[];
}

/**
 * The sections of `declaration`'s details page, in declared order, each with the shown fields it
 * names (in its order); then the shown fields no section names, under `crud.sections.other`.
 * Empty sections are left out; without declared sections the answer is empty.
 */
export function detailsSections(declaration: ResourceDeclaration): DetailsSection[] {
  const declared = declaration.sections ?? [];
  if (!declared.length) return [];
  const shown = declaration.fields.filter((field) => field.show);
  const bySource = new Map(shown.map((field) => [field.source, field]));
  const placed = new Set(declared.flatMap((section) => section.fields));
  const sections: DetailsSection[] = declared.map((section) => ({
    key: section.key,
    label: section.label ?? `resources.${declaration.name}.sections.${section.key}`,
    wide: !!section.wide,
    fields: section.fields.flatMap((source) => bySource.get(source) ?? []),
  }));
  const rest = shown.filter((field) => !placed.has(field.source));
  if (rest.length) sections.push({ key: 'other', label: 'crud.sections.other', wide: false, fields: rest });
  return sections.filter((section) => section.fields.length > 0);
}

/** What is wrong with `declaration`'s sections: a field named twice, or one that is not a shown field. */
export function sectionMistakes(declaration: ResourceDeclaration): string[] {
  const shown = new Set(declaration.fields.filter((field) => field.show).map((field) => field.source));
  const seen = new Set<string>();
  const mistakes: string[] = [];
  for (const section of declaration.sections ?? []) {
    for (const source of section.fields) {
      if (!shown.has(source)) mistakes.push(`${declaration.name}: section ${section.key} names ${source}, which is no shown field`);
      if (seen.has(source)) mistakes.push(`${declaration.name}: ${source} is in two sections`);
      seen.add(source);
    }
  }
  return mistakes;
}

/**
 * The sectioned details of the record in context (`label={false}`: a details tab's `Labeled`
 * wrapper adds no label of its own).
 */
export function DetailsSections({ declaration }: { declaration: ResourceDeclaration; label?: false }) {
  const translate = useTranslate();
  return (
    <Box
      data-testid="details-sections"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        alignItems: 'start',
        p: { xs: 1, sm: 2 },
      }}
    >
      {detailsSections(declaration).map((section) => (
        <Card
          key={section.key}
          component="section"
          variant="outlined"
          aria-labelledby={`details-section-${section.key}`}
          sx={{ minWidth: 0, gridColumn: section.wide ? '1 / -1' : undefined }}
        >
          <CardContent sx={{ pb: 0, '&:last-child': { pb: 0 } }}>
            <Typography id={`details-section-${section.key}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate(section.label)}
            </Typography>
          </CardContent>
          <SimpleShowLayout sx={{ pt: 0, '& .RaLabeled-label': { fontSize: '0.8rem' }, overflowWrap: 'anywhere' }}>
            {section.fields.map((field) => renderField(declaration.name, field))}
          </SimpleShowLayout>
        </Card>
      ))}
    </Box>
  );
}
