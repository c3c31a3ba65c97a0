import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StatFigure } from '../dashboardFigures';

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Value = styled.p`
  font-size: clamp(1.5rem, 1.2rem + 0.8vw, 1.875rem);
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Change = styled.p<{ $up: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  strong {
    color: ${({ theme, $up }) => ($up ? theme.colors.success : theme.colors.destructive)};
  }
`;

/** One stat card: the value (count or CAD, per locale) and its change from last month (spec 001 §2). */
export function StatCard({ stat }: { stat: StatFigure }) {
  const intl = useIntl();
  const { icon: Icon } = stat;
  const value =
    stat.kind === 'currency'
      ? intl.formatNumber(stat.value, { style: 'currency', currency: 'CAD' })
      : intl.formatNumber(stat.value);

  return (
    <Card data-testid={`stat-${stat.key}`}>
      <Top>
        <FormattedMessage id={stat.labelId} />
        <Icon size={20} />
      </Top>
      <Value>{value}</Value>
      <Change $up={stat.change === null || stat.change >= 0}>
        {stat.change !== null ? (
          <FormattedMessage
            id="admin.stats.change"
            values={{
              change: <strong>{intl.formatNumber(stat.change, { style: 'percent', signDisplay: 'exceptZero' })}</strong>,
            }}
          />
        ) : stat.thisMonth > 0 ? (
          <FormattedMessage id="admin.stats.new" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
        ) : (
          <FormattedMessage id="admin.stats.none" />
        )}
      </Change>
    </Card>
  );
}
