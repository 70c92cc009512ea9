import { Alert, Badge, Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { HABILITATION_LABELS } from '../../../../domain/users/habilitations';
import { USER_MESSAGES } from '../../../../domain/users/rules';
import type { UserRow } from '../../../../api/types';
import { useUserRows } from '../../api/users';
import { useSession } from '../../auth/session';
import { useTopSearch } from '../../layout/search';
import { formatPhone } from '../../lib/format';
import { canCreateUsers, canOpenUser } from '../../lib/permissions';
import { toastError } from '../../lib/toasts';
import { useAntennaNames } from '../../components/antennaChoices';

const COLUMNS = ['Nom', 'Prénom', 'Antenne', 'Habilitation', 'Rôle', 'Téléphone', 'E-mail', 'Actif'];

function LoadingRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {COLUMNS.map((column) => (
        <Table.Td key={column}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** One user; the whole row opens the user, if the signed-in user may. */
function UserLine({ row, antenna, onOpen }: { row: UserRow; antenna: string; onOpen(row: UserRow): void }) {
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      tabIndex={0}
      onClick={() => onOpen(row)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
    >
      <Table.Td>{row.name.toUpperCase()}</Table.Td>
      <Table.Td>{row.surname}</Table.Td>
      <Table.Td>{antenna}</Table.Td>
      <Table.Td>{HABILITATION_LABELS[row.habilitation]}</Table.Td>
      <Table.Td>{row.role}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(row.tel)}</Table.Td>
      <Table.Td>{row.email}</Table.Td>
      <Table.Td>
        <Badge color={row.actif ? 'green' : 'gray'} variant="light" miw={48}>
          {row.actif ? 'Oui' : 'Non'}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/** /users: the accueillants the server lets the user see, searched from the top bar. */
export function UsersPage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const search = useTopSearch();
  const rows = useUserRows(search);
  const { names } = useAntennaNames();

  const open = (row: UserRow) => {
    if (actor && canOpenUser(actor, row)) void navigate(`/user/${row._id}`);
    else toastError(USER_MESSAGES.forbiddenOpen);
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Liste des accueillants</Title>
        {actor && canCreateUsers(actor) && (
          <Button component={Link} to="/user/new" leftSection={<IconUserPlus size={18} />}>
            Ajouter un accueillant
          </Button>
        )}
      </Group>
      {rows.isError ? (
        <Alert color="red" title="Liste indisponible">
          Impossible de charger les accueillants.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover striped aria-label="Accueillants">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.isLoading ? (
                <LoadingRows />
              ) : (
                rows.data?.map((row) => <UserLine key={row._id} row={row} antenna={row.antenna_id ? (names.get(row.antenna_id) ?? '') : ''} onOpen={open} />)
              )}
            </Table.Tbody>
          </Table>
          {rows.data?.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {search ? `Aucun accueillant ne correspond à « ${search} ».` : 'Aucun accueillant.'}
            </Text>
          )}
        </Table.ScrollContainer>
      )}
    </>
  );
}

export default UsersPage;
