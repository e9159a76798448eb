/**
 * A sample client's monogram logo (docs/decisions.md#visual-identity): the initials of its name's first two words on a
 * rounded square in the client's own colour, white letters (contrast ≥ 4.5:1 on every colour
 * here). Decorative beside the written name.
 */
import Box from '@mui/material/Box';

/** Brand colours of the four fictional sample clients, by name (docs/requirements.md#r1). */
const CLIENT_COLOURS: Readonly<Record<string, string>> = {
  'Vierhaven Logistik GmbH': '#1e40af',
  'Polderstroom Energie B.V.': '#b45309',
  'Cedarline Health Partners': '#0f766e',
  'Moravka Retail d.o.o.': '#9d174d',
};

/** "Vierhaven Logistik GmbH" → "VL". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export default function ClientMonogram({ name, size = 44 }: { name: string; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 2,
        bgcolor: CLIENT_COLOURS[name] ?? 'primary.main',
        color: '#ffffff',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: size * 0.4,
        letterSpacing: 0.5,
        lineHeight: 1,
      }}
    >
      {initialsOf(name)}
    </Box>
  );
}
