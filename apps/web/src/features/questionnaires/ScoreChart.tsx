import { useId } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  bandLabel,
  formatShortDay,
  formatSlotDate,
  INSTRUMENTS,
  questionnairesMessages as q,
  type InstrumentId,
} from '@solace/shared';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { visuallyHidden } from '../../components/visually-hidden';
import { useRenderTimeZone } from '../../lib/render-time-zone';
import { bandStripes, CHART, chartPoints, labelledIndexes, scoreY } from './score-chart-layout';

interface Props {
  instrument: InstrumentId;
  /** Scored results (as the server sends them), in any order. */
  results: readonly { id: string; takenAt: string; score: number }[];
  /** The heading; "PHQ-9 scores over time" by default. */
  title?: string;
}

/**
 * A client's scores over time (issue 25) as a small SVG line over the published bands, each
 * named in plain words, and the same as a table for screen readers (the drawing is hidden from
 * them). Dates are the viewer's, in their own time zone. Hand-drawn: one line and a few shapes
 * do not need a chart library in the bundle.
 */
export function ScoreChart({ instrument, results, title }: Props) {
  const theme = useTheme();
  const timeZone = useRenderTimeZone();
  const headingId = useId();
  const { name, maxScore, bandMeaning } = INSTRUMENTS[instrument];
  const points = chartPoints(instrument, results);
  const stripes = bandStripes(instrument);
  const labelled = labelledIndexes(points.length);
  const latest = points.at(-1);
  const meaning = (band: Parameters<typeof bandLabel>[0]) => bandMeaning(bandLabel(band));
  const stripeColour = (index: number) =>
    alpha(theme.palette.warning.main, 0.06 + (0.3 * index) / Math.max(1, stripes.length - 1));
  const axisText = { fill: theme.palette.text.secondary, fontSize: 13 };

  return (
    <Box component="figure" aria-labelledby={headingId} sx={{ m: 0 }}>
      <Typography id={headingId} variant="h3" component="figcaption" sx={{ mb: 0.5 }}>
        {title ?? q.chartTitle(name)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {q.chartDescription(name, maxScore)}
      </Typography>
      {!latest ? (
        <Typography>{q.chartEmpty}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {q.chartLatest(
              formatSlotDate(latest.takenAt, timeZone),
              latest.score,
              maxScore,
              meaning(latest.band),
            )}
          </Typography>
          <Box
            component="svg"
            aria-hidden="true"
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            sx={{ display: 'block', width: '100%', maxWidth: CHART.width, height: 'auto' }}
          >
            {stripes.map((stripe, index) => (
              <g key={stripe.band}>
                <rect
                  x={CHART.left}
                  y={stripe.top}
                  width={CHART.width - CHART.left - CHART.right}
                  height={stripe.height}
                  fill={stripeColour(index)}
                />
                <text
                  x={CHART.width - CHART.right + 8}
                  y={stripe.top + stripe.height / 2}
                  dominantBaseline="middle"
                  {...axisText}
                >
                  {bandLabel(stripe.band)}
                </text>
              </g>
            ))}
            {[0, maxScore].map((tick) => (
              <text
                key={tick}
                x={CHART.left - 8}
                y={scoreY(tick, maxScore)}
                textAnchor="end"
                dominantBaseline="middle"
                {...axisText}
              >
                {tick}
              </text>
            ))}
            <polyline
              points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={theme.palette.primary.main}
              strokeWidth={3}
            />
            {points.map((point, index) => (
              <g key={point.id}>
                <circle cx={point.x} cy={point.y} r={6} fill={theme.palette.primary.main}>
                  <title>
                    {`${formatSlotDate(point.takenAt, timeZone)}: ${q.scoreOutOf(point.score, maxScore)}, ${meaning(point.band)}`}
                  </title>
                </circle>
                {labelled.has(index) && (
                  <text
                    x={point.x}
                    y={CHART.height - CHART.bottom + 24}
                    textAnchor="middle"
                    {...axisText}
                  >
                    {formatShortDay(point.takenAt, timeZone)}
                  </text>
                )}
              </g>
            ))}
          </Box>
          {/* The table in a hidden box, not hidden itself: a table is as wide as its text
              whatever its width says, and widened a phone's page to 543 px. */}
          <Box sx={visuallyHidden}>
            <table>
              <caption>{q.chartTableCaption(name)}</caption>
              <thead>
                <tr>
                  <th scope="col">{q.chartDate}</th>
                  <th scope="col">{q.chartScore}</th>
                  <th scope="col">{q.chartBand}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.id}>
                    <th scope="row">{formatSlotDate(point.takenAt, timeZone)}</th>
                    <td>{q.scoreOutOf(point.score, maxScore)}</td>
                    <td>{meaning(point.band)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
          <TimeZoneNote timeZone={timeZone} sx={{ mt: 1 }} />
        </>
      )}
    </Box>
  );
}
