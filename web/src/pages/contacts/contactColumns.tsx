import type { ContactRow } from '../../api/organisms';
import { formatPhone } from '../../lib/format';
import { ArchivedBadge, MailLink } from '../../components/cells';
import type { Column } from '../../components/DataTable';

/** The columns of a contact wherever contacts are listed: civility, names, function, phone, e-mail, archived. */
export const CONTACT_COLUMNS: Column<ContactRow>[] = [
  { label: 'Civilité', cell: (row) => row.civility },
  { label: 'Prénom', cell: (row) => row.surname },
  { label: 'Nom', cell: (row) => row.name.toUpperCase() },
  { label: 'Fonction', cell: (row) => row.fonction },
  { label: 'Tél.', cell: (row) => formatPhone(row.tel), nowrap: true },
  { label: 'E-mail', cell: (row) => <MailLink email={row.email} />, minWidth: 140 },
  { label: 'Archivé', cell: (row) => <ArchivedBadge archived={row.archived} /> },
];

/** The contacts list adds the contact's organism and its domain in front. */
export const CONTACT_LIST_COLUMNS: Column<ContactRow>[] = [
  { label: 'Organisme', cell: (row) => row.organism_name },
  { label: 'Domaine', cell: (row) => row.domain },
  ...CONTACT_COLUMNS,
];
