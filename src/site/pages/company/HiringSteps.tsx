import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Numbered steps of a process as an ordered list; each step title is an h3. */
export default function HiringSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${steps.length}, 1fr)` } }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.75 }}>{step.title}</Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
