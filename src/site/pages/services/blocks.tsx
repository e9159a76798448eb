/**
 * Small content blocks the services and products pages need beyond the shared building blocks
 * of `components/content`: numbered process steps, question-and-answer points and key figures.
 * Each keeps the heading order of the page (h3 under the section's h2).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled piece of text: one step, one question or one card. */
export interface TitledText {
  title: string;
  text: string;
}

/** Numbered steps of a process in reading order, each an h3 with a short explanation. */
export function ProcessSteps({ steps }: { steps: TitledText[] }) {
  const wide = Math.min(steps.length, 5);
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(wide, 3)}, 1fr)`, lg: `repeat(${wide}, 1fr)` },
      }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title} sx={{ borderTop: 3, borderColor: 'primary.main', pt: 2 }}>
          {/* The list already announces the order; the visible number is decoration. */}
          <Typography aria-hidden color="primary" sx={{ fontWeight: 800, fontSize: '1.4rem', lineHeight: 1, mb: 1 }}>
            {String(index + 1).padStart(2, '0')}
          </Typography>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>{step.title}</Typography>
          <Typography color="text.secondary">{step.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Frequently asked questions, all open: each question an h3 followed by its answer. */
export function QuestionList({ questions }: { questions: TitledText[] }) {
  return (
    <Stack divider={<Divider flexItem />} spacing={3} sx={{ maxWidth: 860 }}>
      {questions.map((question) => (
        <Box key={question.title}>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>{question.title}</Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>{question.text}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Key figures as a description list: the value large, its label below. */
export function FigureList({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${figures.length}, 1fr)` } }}
    >
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ p: 2.5, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" color="text.secondary">{figure.label}</Typography>
          <Typography component="dd" color="primary" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
