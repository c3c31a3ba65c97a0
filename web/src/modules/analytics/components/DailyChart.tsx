import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/layout';
import { DAY_SERIES, dayDate, type AnalyticsData } from '../analyticsView';
import { Muted, Panel } from './Panels.styles';

// only what a line chart needs: chart.js is tree-shaken to these parts (ADR 15)
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

const Canvas = styled.div`
  position: relative;
  height: 300px;
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  div {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
`;

/**
 * Donations, new users, chat sessions and bids per UTC day. The canvas is an image for screen
 * readers (its description says what it shows); the same figures are in a table beside it.
 */
export function DailyChart({ data }: { data: AnalyticsData }) {
  const intl = useIntl();
  const theme = useTheme();
  const colors = [theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.destructive];
  const dayLabel = (day: string) => intl.formatDate(dayDate(day), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const labels = data.daily.map((entry) => dayLabel(entry.day));
  const description = intl.formatMessage(
    { id: 'analytics.chart.description' },
    { first: dayLabel(data.firstDay), last: dayLabel(data.lastDay) },
  );
  const chartData = {
    labels,
    datasets: DAY_SERIES.map((series, index) => ({
      label: intl.formatMessage({ id: series.labelId }),
      data: data.daily.map((entry) => entry[series.key]),
      borderColor: colors[index],
      backgroundColor: colors[index],
      tension: 0.25,
      pointRadius: data.days > 7 ? 2 : 4,
    })),
  };

  return (
    <Panel aria-labelledby="chart-title">
      <h2 id="chart-title">
        <FormattedMessage id="analytics.chart.title" />
      </h2>
      <Muted>{description}</Muted>
      <Canvas>
        <Line
          data={chartData}
          role="img"
          aria-label={description}
          data-testid="daily-chart"
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            plugins: { legend: { position: 'bottom' } },
            locale: intl.locale,
          }}
        />
      </Canvas>
      <Details>
        <summary>
          <FormattedMessage id="analytics.chart.table" />
        </summary>
        <div>
          <table data-testid="daily-table">
            <caption>
              <VisuallyHidden>{description}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="analytics.chart.day" />
                </th>
                {DAY_SERIES.map((series) => (
                  <th scope="col" key={series.key}>
                    <FormattedMessage id={series.labelId} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.daily.map((entry) => (
                <tr key={entry.day}>
                  <th scope="row">{dayLabel(entry.day)}</th>
                  {DAY_SERIES.map((series) => (
                    <td key={series.key}>{intl.formatNumber(entry[series.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Details>
    </Panel>
  );
}
