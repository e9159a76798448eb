import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One figure: its value (e.g. "1300+"), a short label and one line of context. */
export interface FigureItem {
  value: string;
  label: string;
  context: string;
}

/**
 * Figures as a description list (label = term, value and context = descriptions). The value is
 * moved visually above the label with `order`, so it reads as a statistic while assistive
 * technology still hears "label: value".
 */
export default function FigureGrid({ items, columns = 4 }: { items: FigureItem[]; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(columns, 4)}, 1fr)`, lg: `repeat(${columns}, 1fr)` },
      }}
    >
      {items.map(({ value, label, context }) => (
        <Box
          key={label}
          sx={{ p: 3, display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
        >
          <Typography component="dt" sx={{ order: 2, mt: 0.5, fontWeight: 700 }}>{label}</Typography>
          <Typography component="dd" variant="h3" color="primary" sx={{ order: 1, m: 0, fontSize: { xs: '2rem', md: '2.25rem' } }}>
            {value}
          </Typography>
          <Typography component="dd" color="text.secondary" sx={{ order: 3, m: 0, mt: 1, fontSize: '0.95rem' }}>{context}</Typography>
        </Box>
      ))}
    </Box>
  );
}
