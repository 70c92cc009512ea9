import { Alert, Button, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect } from 'react';
import { STATISTICS_MESSAGES as M, type ReportType } from '@domain/statistics/reportTypes';
import { useStatisticDefault, useStatisticDefaultLoader, useStatisticTypes, type IndicatorsQuery } from '../../api/statistics';
import { requiredLabel } from '../../components/requiredLabel';
import { formatReportSize } from '../../lib/reportSize';
import { reportFailure } from '../../lib/saveFeedback';
import { toastInvalid } from '../../lib/toasts';
import { ReportParamsFields } from './ReportParamsFields';
import {
  BLANK_REPORT,
  indicatorsQueryOf,
  invalidReportMessage,
  reportValues,
  statisticOf,
  validateReport,
  type ReportFormValues,
} from './reportForm';
import { useReportGeneration, type ProducedReport } from './useReportGeneration';

/** While the report's job runs: 'Rapport en cours de calcul. Veuillez patienter' and how far it has gone (docs/screens.md). */
function ReportProgress({ value }: { value: number }) {
  return (
    <Alert color="blue" role="status" title={M.computing} data-testid="report-progress">
      <Group wrap="nowrap" gap="sm">
        <Progress value={value} aria-label="Avancement du rapport" striped animated style={{ flex: 1 }} />
        <Text size="sm">{value} %</Text>
      </Group>
    </Alert>
  );
}

/** The report downloaded last, with its size. */
const ProducedLine = ({ produced }: { produced: ProducedReport }) => (
  <Text size="sm" role="status" data-testid="report-produced">
    Rapport téléchargé : {produced.name} ({formatReportSize(produced.size)})
  </Text>
);

interface Props {
  /** True on /statistics-admin: the restricted types; false on /statistics: the others. */
  restricted: boolean;
  /** Hears the antenna and period of the form whenever they are valid (the charts of /statistics follow them). */
  onPeriod?(query: IndicatorsQuery): void;
}

/** The report generator: a type, the parameters it asks for (filled with the server's defaults), 'Générer', then the download. */
export function ReportGenerator({ restricted, onPeriod }: Props) {
  const types = useStatisticTypes();
  useEffect(() => {
    if (types.error) console.error('Types de rapport indisponibles', types.error);
  }, [types.error]);
  const listed = (types.data ?? []).filter((type) => type.restricted === restricted);
  const form = useForm<ReportFormValues>({
    initialValues: BLANK_REPORT,
    validate: validateReport,
    onValuesChange: (values) => {
      const query = indicatorsQueryOf(values);
      if (query) onPeriod?.(query);
    },
  });
  const chosen = listed.find((type) => type.type === form.values.type);
  const defaults = useStatisticDefault(chosen?.type ?? null);
  const loadDefault = useStatisticDefaultLoader();
  const { generate, progress, produced, running } = useReportGeneration(form);

  const choose = (value: string | null) => {
    const type: ReportType | null = listed.find((entry) => entry.type === value)?.type ?? null;
    form.setFieldValue('type', type);
    if (!type) return;
    void loadDefault(type).then(
      (loaded) => {
        // Another type may have been chosen meanwhile: only the one still chosen is filled in.
        if (form.getValues().type === type) form.setValues(reportValues(type, loaded.params));
      },
      (error: unknown) => reportFailure('Paramètres du rapport indisponibles', error),
    );
  };

  const submit = form.onSubmit(
    (values) => {
      const statistic = statisticOf(values);
      if (statistic) generate(statistic);
    },
    (errors) => toastInvalid(invalidReportMessage(errors)),
  );

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Générer un rapport" noValidate>
      <Stack>
        {types.error && (
          <Alert color="red" title="Rapports indisponibles">
            Impossible de charger les types de rapport.
          </Alert>
        )}
        <Select
          {...requiredLabel('Type de statistique')}
          placeholder={types.isLoading ? 'Chargement…' : 'Choisir un rapport'}
          data={listed.map((type) => ({ value: type.type, label: type.label }))}
          {...form.getInputProps('type')}
          onChange={choose}
          nothingFoundMessage="Aucun rapport"
          clearable
          comboboxProps={{ keepMounted: false }}
          maw={520}
        />
        {chosen && <ReportParamsFields form={form} requested={chosen.requested_params} antennas={defaults.data?.antennas ?? []} />}
        <Group>
          <Button type="submit" leftSection={<IconFileSpreadsheet size={18} />} loading={running}>
            Générer
          </Button>
        </Group>
        {progress !== null && <ReportProgress value={progress} />}
        {produced && <ProducedLine produced={produced} />}
      </Stack>
    </Paper>
  );
}
