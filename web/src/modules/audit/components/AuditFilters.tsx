import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@vdp/shared/audit/audit-actions';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { InputField } from '../../../components/form/InputField';
import { SelectInputField } from '../../../components/form/SelectInputField';
import { actionLabelId, entityTypeLabelId } from '../auditLabels';
import type { AuditFilterValues } from '../auditFilter';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** Entity type, action, actor and a date range; each change applies at once. */
export function AuditFilters({ values, onChange }: { values: AuditFilterValues; onChange: (values: AuditFilterValues) => void }) {
  const intl = useIntl();
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Bar role="search" aria-label={intl.formatMessage({ id: 'audit.filters' })}>
      <SelectInputField
        label={intl.formatMessage({ id: 'audit.filter.entityType' })}
        placeholder={intl.formatMessage({ id: 'audit.filter.all' })}
        value={values.entityType}
        onChange={(event) => set('entityType', event.target.value as AuditFilterValues['entityType'])}
        options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: entityTypeLabelId(type) }) }))}
      />
      <SelectInputField
        label={intl.formatMessage({ id: 'audit.filter.action' })}
        placeholder={intl.formatMessage({ id: 'audit.filter.all' })}
        value={values.action}
        onChange={(event) => set('action', event.target.value as AuditFilterValues['action'])}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: intl.formatMessage({ id: actionLabelId(action) }) }))}
      />
      <InputField
        label={intl.formatMessage({ id: 'audit.filter.actor' })}
        type="search"
        value={values.actor}
        onChange={(event) => set('actor', event.target.value)}
      />
      <InputField
        label={intl.formatMessage({ id: 'audit.filter.from' })}
        type="date"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => set('from', event.target.value)}
      />
      <InputField
        label={intl.formatMessage({ id: 'audit.filter.to' })}
        type="date"
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => set('to', event.target.value)}
      />
    </Bar>
  );
}
