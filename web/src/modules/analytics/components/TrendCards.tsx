import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../../theme/theme';
import type { MessageId } from '../../../i18n/messages';
import type { AnalyticsData } from '../analyticsView';

const Cards = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const Value = styled.p`
  font-size: clamp(1.5rem, 1.2rem + 0.8vw, 1.875rem);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Trend = styled.p<{ $down: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  strong {
    color: ${({ theme, $down }) => ($down ? theme.colors.destructive : theme.colors.success)};
  }
`;

type Figure = AnalyticsData['users'];

function TrendLine({ figure, days }: { figure: Figure; days: number }) {
  const intl = useIntl();
  if (figure.change !== null && figure.change !== undefined) {
    const change = intl.formatNumber(figure.change, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
    return (
      <Trend $down={figure.change < 0}>
        <FormattedMessage id="analytics.trend.change" values={{ change: <strong>{change}</strong>, days }} />
      </Trend>
    );
  }
  return (
    <Trend $down={false}>
      <FormattedMessage
        id={figure.current > 0 ? 'analytics.trend.new' : 'analytics.trend.none'}
        values={{ count: intl.formatNumber(figure.current), days }}
      />
    </Trend>
  );
}

/** Views, users, published posts, donations; each trend compares this period with the previous one. */
export function TrendCards({ data }: { data: AnalyticsData }) {
  const intl = useIntl();
  const cards: Array<{ key: string; labelId: MessageId; value: number; trend: ReactNode }> = [
    {
      key: 'views',
      labelId: 'analytics.card.views',
      value: data.totalViews,
      trend: (
        <Trend $down={false}>
          <FormattedMessage id="analytics.trend.views" />
        </Trend>
      ),
    },
    {
      key: 'users',
      labelId: 'analytics.card.users',
      value: data.users.total,
      trend: <TrendLine figure={data.users} days={data.days} />,
    },
    {
      key: 'publishedPosts',
      labelId: 'analytics.card.publishedPosts',
      value: data.publishedPosts.total,
      trend: <TrendLine figure={data.publishedPosts} days={data.days} />,
    },
    {
      key: 'donations',
      labelId: 'analytics.card.donations',
      value: data.donations.total,
      trend: <TrendLine figure={data.donations} days={data.days} />,
    },
  ];
  return (
    <Cards>
      {cards.map((card) => (
        <Card key={card.key} data-testid={`analytics-card-${card.key}`}>
          <h3>
            <FormattedMessage id={card.labelId} />
          </h3>
          <Value>{intl.formatNumber(card.value)}</Value>
          {card.trend}
        </Card>
      ))}
    </Cards>
  );
}
