import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { HELP_MESSAGES } from '@domain/helps/rules';
import { useHelp, type HelpView } from '../../api/helps';
import { ItemLoading, ItemRefusal, refusalOf } from '../../components/ItemStatus';
import { RequireAbility } from '../../layout/RequireAbility';
import { formatDateTime } from '../../lib/format';
import { HelpForm } from './HelpForm';

const BACK = { to: '/helps', label: 'Retour à la liste des aides' };

/** How much the aid is used and when it last changed (a meeting drawing stock counts). */
function usage(help: HelpView): string {
  const given = help.meetings_count === 0 ? 'Jamais distribuée' : `Distribuée lors de ${help.meetings_count} entretien(s)`;
  return `${given} — dernière modification le ${formatDateTime(help.last_update)}`;
}

/** /help/{id}: the aid form, creation when id is 'new' (helps_management only), otherwise the aid, read-only without the right. */
export default function HelpPage() {
  const { id = 'new' } = useParams();
  const help = useHelp(id);

  if (id === 'new') {
    return (
      <Stack>
        <Title order={2}>Nouvelle aide</Title>
        <RequireAbility ability="manage_helps">
          <HelpForm key="new" />
        </RequireAbility>
      </Stack>
    );
  }
  // Data already shown stays shown if a later refetch fails.
  if (!help.data)
    return help.isError ? (
      <ItemRefusal
        message={refusalOf(help.error, { notFound: HELP_MESSAGES.notFound, logAs: "Chargement d'une aide impossible" })}
        back={BACK}
      />
    ) : (
      <ItemLoading />
    );
  return (
    <Stack>
      <Title order={2}>Aide : {help.data.label}</Title>
      <Text size="sm" c="dimmed">
        {usage(help.data)}
      </Text>
      <HelpForm key={id} help={help.data} />
    </Stack>
  );
}
