import type { CerfaData } from '@domain/domiciliations/cerfa';
import { attestedPeriod } from '@domain/domiciliations/decide';
import type { RecipientCivil } from '@domain/recipients/fields';
import type { DocStore } from './docStore';
import { findAntenna, type AntennaDoc } from './antennas';
import { choiceLabels } from './choices';
import { addressLine } from './conventionData';
import type { DomiciliationDoc } from './domiciliations';
import { userNames } from './users';

/** What cerfaData reads of the file: the person as the 'Identité' tab holds them today, and the file's number and antenna. */
export type CerfaPerson = Pick<
  RecipientCivil,
  'civility' | 'surname' | 'surname2' | 'name' | 'birth_date' | 'birth_place' | 'antenna_id'
> & {
  file_number: number;
};

/**
 * What the attestation of an own domiciliation says on the day it is generated, gathered from the read models: the
 * file's antenna and its agreement, the person, the period, the referent, and the antenna's city as the place of
 * signature. An external domiciliation has none (409).
 */
export async function cerfaData(docs: DocStore, file: CerfaPerson, dom: DomiciliationDoc, today: string): Promise<CerfaData> {
  const period = attestedPeriod(dom);
  const [antenna, referents, countries] = await Promise.all([
    findAntenna(docs, file.antenna_id),
    userNames(docs, [dom.user_id]),
    choiceLabels(docs, [file.birth_place.country]),
  ]);
  const referent = dom.user_id ? referents.get(dom.user_id) : undefined;
  // A file of the head office has it as its antenna; its address may never have been filled in.
  const address: AntennaDoc['address'] | undefined = antenna?.address;
  const country = file.birth_place.country ? countries.get(file.birth_place.country) : undefined;
  return {
    file_number: file.file_number,
    organism: {
      name: antenna?.name ?? '',
      address: addressLine(address),
      agreement: {
        number: antenna?.agreement_num ?? null,
        prefecture: antenna?.agreement_pref ?? null,
        start: antenna?.agreement_start ?? null,
        end: antenna?.agreement_end ?? null,
      },
    },
    person: {
      civility: file.civility ?? null,
      name: file.name,
      surnames: [file.surname, file.surname2].filter((surname): surname is string => !!surname),
      birth_date: file.birth_date || null,
      birth_place: [file.birth_place.city, country].filter(Boolean).join(', ') || null,
    },
    domiciliation: period,
    referent: referent ? `${referent.surname} ${referent.name}` : null,
    signature: { place: address?.city ?? '', date: today },
  };
}
