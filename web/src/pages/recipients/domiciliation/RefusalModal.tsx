import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { refusalKind } from '@domain/domiciliations/refusals';
import { REFUSAL_REASONS, type RefusalReason } from '@domain/domiciliations/refusalsFields';
import { REFUSAL_MESSAGES as M, refusalErrors } from '@domain/domiciliations/refusalsRules';
import { frenchDay } from '@domain/shared/dates';
import {
  useDomiciliationRefusalMutations,
  type DomiciliationRefusal,
  type DomiciliationRefusalInput,
} from '../../../api/domiciliationRefusals';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import type { RecordModalProps } from '../../../components/RecordList';
import { requiredLabel } from '../../../components/requiredLabel';
import { useRecordForm } from '../../../components/useRecordForm';
import { blanksToNull } from '../../../lib/forms';

const LABELS = refusalKind.labels;
const LIST = { keepMounted: false };

/** Values of the refusal modal. */
interface RefusalValues {
  date: string | null;
  reason: RefusalReason | null;
  comment: string;
}

/** The modal filled with a refusal as read, or a new one decided today. */
const refusalValues =
  (today: string) =>
  (refusal: DomiciliationRefusal | null): RefusalValues => ({
    date: refusal ? refusal.date : today,
    reason: refusal?.reason ?? null,
    comment: refusal?.comment ?? '',
  });

/** The refusal as PUT and POST take it: blanks as null. */
const refusalFromValues = (values: RefusalValues): DomiciliationRefusalInput => blanksToNull({ ...values, comment: values.comment.trim() });

/** The modal of a refusal of domiciliation: when it was decided, its motive, and a comment; judged with the server's rules on today. */
export function RefusalModal({ recipientId, record, opened, onClose }: RecordModalProps<DomiciliationRefusal> & { recipientId: string }) {
  const [today] = useState(() => frenchDay(new Date()));
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Refus de domiciliation' : 'Nouveau refus de domiciliation',
    values: refusalValues(today),
    sent: refusalFromValues,
    validate: (values) => refusalErrors(refusalFromValues(values), today),
    missing: M.missingFields,
    writes: useDomiciliationRefusalMutations(),
    onClose,
  });
  const input = (path: keyof RefusalValues) => form.getInputProps(path);

  return (
    <AppModal {...modal}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField {...requiredLabel(LABELS.date)} {...input('date')} />
          <Select {...requiredLabel(LABELS.reason)} data={[...REFUSAL_REASONS]} comboboxProps={LIST} {...input('reason')} />
        </SimpleGrid>
        <Textarea label={LABELS.comment} rows={3} maxRows={6} autosize {...input('comment')} />
      </Stack>
    </AppModal>
  );
}
