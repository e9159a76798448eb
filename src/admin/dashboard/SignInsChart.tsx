/**
 * Sign-ins per day over the last 30 days (`GET /dashboard` `signIns`), a recharts bar chart in
 * the theme's primary colour. Loaded lazily (recharts is large and only the dashboard needs it).
 */
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface SignInsChartProps {
  days: readonly { day: string; count: number }[];
  locale: string;
  /** The tooltip's series name ("Sign-ins"). */
  seriesName: string;
}

/** The chart; days are `yyyy-mm-dd` (UTC), shown as the locale's short day and month. */
export default function SignInsChart({ days, locale, seriesName }: SignInsChartProps) {
  const theme = useTheme();
  const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const axis = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
        <XAxis dataKey="day" tickFormatter={dayLabel} tick={axis} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} width={48} />
        <Tooltip
          labelFormatter={(day) => dayLabel(String(day))}
          formatter={(value) => [Number(value).toLocaleString(locale), seriesName]}
          contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary }}
          cursor={{ fill: theme.palette.action.hover }}
        />
        <Bar dataKey="count" name={seriesName} fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
