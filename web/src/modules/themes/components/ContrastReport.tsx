import type { ContrastCheck } from '@vdp/shared/themes/contrast';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ThemeColorKey } from '@vdp/shared/themes/theme-tokens';
import { Badge } from '../../../components/ui/layout';
import { tokenLabelId } from '../themeForm';
import { Muted, Panel } from '../themes.styles';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** WCAG AA check of each text/background pair the components draw, from the form's values. */
export function ContrastReport({ checks }: { checks: readonly ContrastCheck[] }) {
  const intl = useIntl();
  const failing = checks.filter((check) => !check.passes).length;
  const token = (key: ThemeColorKey) => intl.formatMessage({ id: tokenLabelId(key) });
  return (
    <Panel as="section" aria-labelledby="theme-contrast-title">
      <h3 id="theme-contrast-title">
        <FormattedMessage id="themes.contrast.title" />
      </h3>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="themes.contrast.pair" />
            </th>
            <th scope="col">
              <FormattedMessage id="themes.contrast.ratio" />
            </th>
            <th scope="col">
              <FormattedMessage id="themes.contrast.result" />
            </th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={`${check.text}-${check.background}`} data-testid={`contrast-${check.text}-${check.background}`}>
              <th scope="row">
                <FormattedMessage
                  id="themes.contrast.on"
                  values={{ text: token(check.text), background: token(check.background) }}
                />
              </th>
              <td>
                {check.ratio === null ? (
                  <FormattedMessage id="themes.contrast.notColor" />
                ) : (
                  <FormattedMessage
                    id="themes.contrast.value"
                    values={{
                      ratio: <FormattedNumber value={check.ratio} minimumFractionDigits={2} maximumFractionDigits={2} />,
                    }}
                  />
                )}
              </td>
              <td>
                <Badge $tone={check.passes ? 'success' : 'destructive'}>
                  <FormattedMessage id={check.passes ? 'themes.contrast.pass' : 'themes.contrast.fail'} />
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted role="status">
        {failing === 0 ? (
          <FormattedMessage id="themes.contrast.allPass" />
        ) : (
          <FormattedMessage id="themes.contrast.someFail" values={{ count: failing }} />
        )}
      </Muted>
    </Panel>
  );
}
