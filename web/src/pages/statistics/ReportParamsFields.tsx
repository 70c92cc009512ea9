import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_REPORT_YEAR, MIN_REPORT_YEAR, type AntennaChoice } from '@domain/statistics/params';
import type { ReportParam } from '@domain/statistics/reportTypes';
import { DateField } from '../../components/DateField';
import { requiredLabel } from '../../components/requiredLabel';
import type { ReportFormValues } from './reportForm';

/** The Select's value standing for 'Toutes les antennes' (antenna_id null): a Select holds text only. */
const EVERY_ANTENNA = 'toutes';

/** The antenna field's entries: those the reader may not choose are shown, disabled (docs/screens.md, 'Statistics'). */
const antennaOptions = (antennas: AntennaChoice[]) =>
  antennas.map((antenna) => ({ value: antenna._id ?? EVERY_ANTENNA, label: antenna.name, disabled: !antenna.allowed }));

interface Props {
  form: UseFormReturnType<ReportFormValues>;
  /** What the chosen type asks for (GET /statistic_types). */
  requested: ReportParam[];
  antennas: AntennaChoice[];
}

/** The parameters a report type asks for: an antenna, then a period or a year. */
export function ReportParamsFields({ form, requested, antennas }: Props) {
  const antenna = form.getInputProps('params.antenna_id');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {requested.includes('antenna_id') && (
        <Select
          label="Antenne"
          data={antennaOptions(antennas)}
          {...antenna}
          value={form.values.params.antenna_id ?? EVERY_ANTENNA}
          onChange={(value) => form.setFieldValue('params.antenna_id', value === EVERY_ANTENNA ? null : value)}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
        />
      )}
      {requested.includes('start_date') && <DateField {...requiredLabel('Date de début')} {...form.getInputProps('params.start_date')} />}
      {requested.includes('end_date') && <DateField {...requiredLabel('Date de fin')} {...form.getInputProps('params.end_date')} />}
      {requested.includes('year') && (
        <NumberInput
          {...requiredLabel('Année')}
          min={MIN_REPORT_YEAR}
          max={MAX_REPORT_YEAR}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('params.year')}
        />
      )}
    </SimpleGrid>
  );
}
