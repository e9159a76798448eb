/**
 * A currency's rate over time (oldest left), a recharts line chart in the theme's primary
 * colour; loaded lazily with the rates tab. Its axis and tooltip read rates as everywhere else
 * (./rate.ts).
 */
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRate } from './rate';

export interface RateHistoryChartProps {
  /** Oldest first; `rateDate` as `yyyy-mm-dd`. */
  points: readonly { rateDate: string; rateToRsd: number }[];
  locale: string;
  seriesName: string;
}

export default function RateHistoryChart({ points, locale, seriesName }: RateHistoryChartProps) {
  const theme = useTheme();
  const day = (value: string) => new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' });
  const axis = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
        <XAxis dataKey="rateDate" tickFormatter={day} tick={axis} minTickGap={24} />
        <YAxis tick={axis} width={88} domain={['auto', 'auto']} tickFormatter={(value: number) => formatRate(value, locale)} />
        <Tooltip
          labelFormatter={(value) => day(String(value))}
          formatter={(value) => [formatRate(Number(value), locale), seriesName]}
          contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary }}
        />
        <Line type="monotone" dataKey="rateToRsd" name={seriesName} stroke={theme.palette.primary.main} strokeWidth={2} dot={points.length < 40} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
