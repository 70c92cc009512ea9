import { Alert, Select, Stack, Title } from '@mantine/core';
import { isAntennaScoped } from '@domain/users/actor';
import { useAntennas } from '../../api/antennas';
import { useSession } from '../../auth/session';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import { idParam, type ListSpec } from '../../lib/listParams';
import { useListParams } from '../../lib/useListParams';

/** The antenna chosen (?antenna=), for those who read several antennas' documents. */
const ATTACHMENTS_LIST: ListSpec<{ antenna: string | null }> = { filters: { antenna: idParam } };

/**
 * /attachments: the documents of the user's antenna. The head office reads every antenna's: it chooses
 * one (its own first, if it has one, else the first by name).
 */
export default function AttachmentsPage() {
  const { actor } = useSession();
  const [{ filters }, { setFilters }] = useListParams(ATTACHMENTS_LIST);
  const mayChoose = !!actor && !isAntennaScoped(actor);
  const antennas = useAntennas();
  const list = antennas.data ?? [];
  const antenna = mayChoose
    ? (filters.antenna ?? list.find((a) => a._id === actor.antenna_id)?._id ?? list[0]?._id ?? null)
    : (actor?.antenna_id ?? null);

  return (
    <Stack>
      <Title order={2}>Documents de l'antenne</Title>
      {mayChoose && (
        <Select
          label="Antenne"
          data={list.map((a) => ({ value: a._id, label: a.name }))}
          value={antenna}
          onChange={(value) => setFilters({ antenna: value })}
          allowDeselect={false}
          searchable
          comboboxProps={{ keepMounted: false }}
          w={{ base: '100%', xs: 280 }}
        />
      )}
      {antenna ? (
        <DocumentsPanel key={antenna} owner={{ owner: 'antenna', id: antenna }} title="Documents de l'antenne" headed={false} />
      ) : (
        !antennas.isLoading && <Alert color="orange" title="Aucune antenne : il n'y a pas de documents à montrer." />
      )}
    </Stack>
  );
}
