// What the housings list and the home dashboard keep in the URL (lib/listParams): newest stays first
// (spec part 1, section 9), sorted and paged by the server.
import { idParam, type ListSpec, type SortSpec } from '../lib/listParams';

// The server's own list (projections/housingQueries.ts HOUSING_SORTS) is not among the API types yet.
const HOUSING_SORT_KEYS = ['start_date', 'end_date', 'free_end_date', 'nights', 'price', 'total_price', 'total_payment', 'solde'] as const;

/** A column the server sorts housings on (GET /housings?sortBy=). */
export type HousingSort = (typeof HOUSING_SORT_KEYS)[number];

const HOUSING_SORT: SortSpec<HousingSort> = { keys: HOUSING_SORT_KEYS, initial: { by: 'start_date', desc: true } };

/** /housings: the referent filter, sort and page. */
export const HOUSINGS_LIST: ListSpec<{ user: string | null }, HousingSort> = {
  filters: { user: idParam },
  sort: HOUSING_SORT,
  paged: true,
};

/** The home dashboard, prefixed so that the home page's other dashboard can keep its own page and sort in the same address. */
export const DASHBOARD_LIST: ListSpec<Record<string, never>, HousingSort> = {
  filters: {},
  sort: HOUSING_SORT,
  paged: true,
  prefix: 'heb_',
};
