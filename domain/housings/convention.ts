// The occupancy agreement of a stay in one of the charity's rooms: what the read models gather and the document prints.

/** What an occupancy agreement says. Dates are DD/MM/YYYY, amounts already formatted in euros. */
export interface ConventionInput {
  charity: { name: string; address: string; siret: string | null };
  antenna: { name: string; address: string } | null;
  recipient: { civility: string | null; surname: string; name: string; birth_date: string; file_number: number };
  hotel: { name: string; address: string };
  room: { number: string; type: string | null };
  stay: {
    start: string;
    end: string;
    nights: number;
    price_per_night: string;
    total: string;
    caution: string | null;
    type: string | null;
    founding: string | null;
  };
  made_on: string;
}
