import { Checkbox, Divider, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MEETING_TOPIC_LABELS, MEETING_TOPICS, MEETING_TYPES, PRESENCES } from '@domain/meetings/fields';
import { MEETING_MESSAGES as M } from '@domain/meetings/rules';
import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { useMeetingMutations, type MeetingView } from '../../../api/meetings';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import type { RecordModalProps } from '../../../components/RecordList';
import { requiredLabel } from '../../../components/requiredLabel';
import { useRecordForm } from '../../../components/useRecordForm';
import { useReferentOptions } from '../domiciliation/useReferentOptions';
import { HelpLinesField } from './HelpLinesField';
import { MEETING_LABELS as LABELS, meetingFromValues, meetingValues, validateMeeting } from './meetingForm';

const LIST = { keepMounted: false };

type Props = RecordModalProps<MeetingView> & { recipientId: string; actor: Actor };

/**
 * The modal of a meeting: when, who held it (users of the antenna for volunteers and antenna
 * administrators), how, whether the person came, the topics, and the aids handed out with their totals.
 */
export function MeetingModal({ recipientId, actor, record, opened, onClose }: Props) {
  // The day the modal opened: a new meeting is of that day, the next one 7 days on.
  const [today] = useState(() => frenchDay(new Date()));
  const users = useReferentOptions(actor);
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Entretien' : 'Nouvel entretien',
    values: (meeting) => meetingValues(meeting, actor.id, today),
    sent: meetingFromValues,
    validate: validateMeeting,
    missing: M.missingFields,
    saved: record ? M.updated : M.listUpdated,
    writes: useMeetingMutations(),
    onClose,
  });
  const input = form.getInputProps;
  const checkbox = (path: string) => form.getInputProps(path, { type: 'checkbox' });

  return (
    <AppModal {...modal}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField {...requiredLabel(LABELS.date)} clearable={false} {...input('date')} />
          <DateField label={LABELS.next_date} minDate={form.values.date ?? undefined} {...input('next_date')} />
          <Select
            {...requiredLabel(LABELS.user_id)}
            data={users(record?.user_id ?? actor.id)}
            searchable
            comboboxProps={LIST}
            {...input('user_id')}
          />
          <Select label={LABELS.type} data={MEETING_TYPES} allowDeselect={false} comboboxProps={LIST} {...input('type')} />
        </SimpleGrid>
        <Radio.Group {...requiredLabel(LABELS.presence)} {...input('presence')}>
          <Group mt={4}>
            {PRESENCES.map((presence) => (
              <Radio key={presence} value={presence} label={presence} />
            ))}
          </Group>
        </Radio.Group>
        <Fieldset legend={LABELS.topics} variant="unstyled">
          <Group>
            {MEETING_TOPICS.map((topic) => (
              <Checkbox key={topic} label={MEETING_TOPIC_LABELS[topic]} {...checkbox(topic)} />
            ))}
          </Group>
        </Fieldset>
        <Checkbox label={LABELS.sid} {...checkbox('sid')} />
        <Textarea label={LABELS.comment} minRows={3} maxRows={6} autosize {...input('comment')} />
        <Divider />
        <HelpLinesField form={form} />
      </Stack>
    </AppModal>
  );
}
