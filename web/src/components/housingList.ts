// What the housings list and the home dashboard keep in the URL (lib/listParams): newest stays first
// (docs/screens.md, 'Housings list'), sorted and paged by the server.
import { HOUSING_KINDS, type HousingKind } from '@domain/housings/fields';
import { idParam, textParam, type ListSpec, type ParamCodec, type SortSpec } from '../lib/listParams';

// The server's own list (projections/housingQueries.ts HOUSING_SORTS) is not among the API types yet.
const HOUSING_SORT_KEYS = ['start_date', 'end_date', 'free_end_date', 'nights', 'price', 'total_price', 'total_payment', 'solde'] as const;

/** A column the server sorts housings on (GET /housings?sortBy=). */
export type HousingSort = (typeof HOUSING_SORT_KEYS)[number];

const HOUSING_SORT: SortSpec<HousingSort> = { keys: HOUSING_SORT_KEYS, initial: { by: 'start_date', desc: true } };

/** A kind of stay, or null for every kind. */
const kindParam: ParamCodec<HousingKind | null> = {
  read: (text) => HOUSING_KINDS.find((kind) => kind === text) ?? null,
  write: (kind) => kind,
};

/** /housings: the referent and kind filters, the top-bar search, sort and page. */
export const HOUSINGS_LIST: ListSpec<{ user: string | null; housing_type: HousingKind | null; search: string }, HousingSort> = {
  filters: { user: idParam, housing_type: kindParam, search: textParam },
  sort: HOUSING_SORT,
  paged: true,
};

/** The home dashboard, prefixed so that the home page's other dashboard can keep its own page and sort in the same address. */
export const DASHBOARD_LIST: ListSpec<{ search: string }, HousingSort> = {
  filters: { search: textParam },
  sort: HOUSING_SORT,
  paged: true,
  prefix: 'heb_',
};
