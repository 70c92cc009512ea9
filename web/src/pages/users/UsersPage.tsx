import { Badge, Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { HABILITATION_LABELS } from '@domain/users/habilitations';
import { USER_MESSAGES } from '@domain/users/rules';
import { useUserRows, type UserRow } from '../../api/users';
import { useSession } from '../../auth/session';
import { useAntennaNames } from '../../components/antennaChoices';
import { DataTable, type Column } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { formatPhone } from '../../lib/format';
import { SEARCH_LIST } from '../../lib/listParams';
import { toastError } from '../../lib/toasts';
import { useListParams } from '../../lib/useListParams';

/** The columns of the users list; the antenna is named from its id. */
function userColumns(names: Map<string, string>): Column<UserRow>[] {
  return [
    { label: 'Nom', cell: (row) => row.name.toUpperCase() },
    { label: 'Prénom', cell: (row) => row.surname },
    { label: 'Antenne', cell: (row) => (row.antenna_id ? (names.get(row.antenna_id) ?? '') : '') },
    { label: 'Habilitation', cell: (row) => HABILITATION_LABELS[row.habilitation] },
    { label: 'Rôle', cell: (row) => row.role },
    { label: 'Téléphone', cell: (row) => formatPhone(row.tel), nowrap: true },
    { label: 'E-mail', cell: (row) => row.email },
    {
      label: 'Actif',
      cell: (row) => (
        <Badge color={row.actif ? 'green' : 'gray'} variant="light" miw={48}>
          {row.actif ? 'Oui' : 'Non'}
        </Badge>
      ),
    },
  ];
}

/** /users: the accueillants the server lets the user see, searched from the top bar (?search=). */
function UsersPage() {
  const { abilities } = useSession();
  const navigate = useNavigate();
  const [{ filters }] = useListParams(SEARCH_LIST, 'search');
  const rows = useUserRows(filters.search);
  const { names } = useAntennaNames();

  // The whole row opens the user, if the signed-in user may.
  const open = (row: UserRow) => {
    if (row.abilities.open) void navigate(`/user/${row._id}`);
    else toastError(USER_MESSAGES.forbiddenOpen);
  };

  return (
    <ListPage
      title="Liste des accueillants"
      action={
        abilities?.create_users && (
          <Button component={Link} to="/user/new" leftSection={<IconUserPlus size={18} />}>
            Ajouter un accueillant
          </Button>
        )
      }
    >
      <DataTable
        label="Accueillants"
        columns={userColumns(names)}
        rows={rows.data}
        loading={rows.isLoading}
        error={rows.error}
        errorMessage="Impossible de charger les accueillants."
        empty={filters.search ? `Aucun accueillant ne correspond à « ${filters.search} ».` : 'Aucun accueillant.'}
        onOpen={open}
      />
    </ListPage>
  );
}

export default UsersPage;
