import { modelsOf } from '@vdp/shared/vehicles/catalogue';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useYearOptions } from '../../settings/useYearOptions';
import { ModelReset } from './ModelReset';

/**
 * Year, make, model (of the chosen make), trim and mileage: the vehicle fields that the
 * valuation form and the donation wizard share, for a grid of fields inside a Formik form.
 */
export function VehicleIdentityFields({ makes }: { makes: readonly string[] }) {
  const intl = useIntl();
  const { values } = useFormikContext<{ make: string }>();
  const years = useYearOptions();
  return (
    <>
      <ModelReset />
      <SelectField
        name="year"
        label={intl.formatMessage({ id: 'vehicle.year' })}
        options={years}
        placeholder={intl.formatMessage({ id: 'vehicle.year.placeholder' })}
      />
      <SelectField
        name="make"
        label={intl.formatMessage({ id: 'vehicle.make' })}
        options={makes.map((make) => ({ value: make, label: make }))}
        placeholder={intl.formatMessage({ id: 'vehicle.make.placeholder' })}
      />
      <SelectField
        name="model"
        label={intl.formatMessage({ id: 'vehicle.model' })}
        options={modelsOf(values.make).map((model) => ({ value: model, label: model }))}
        placeholder={intl.formatMessage({ id: 'vehicle.model.placeholder' })}
        disabled={!values.make}
      />
      <TextField name="trim" label={intl.formatMessage({ id: 'vehicle.trim' })} autoComplete="off" />
      <TextField name="mileage" label={intl.formatMessage({ id: 'vehicle.mileage' })} inputMode="numeric" type="number" min={0} />
    </>
  );
}
