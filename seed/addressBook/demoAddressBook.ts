// Demo organisms and contacts: the partners an antenna works with every day. Domains and functions
// are named by the start of their label in the reference lists (accents and case aside).

interface DemoOrganism {
  name: string;
  domain: string;
  antenna: 'lyon' | 'marseille' | 'lille' | null;
  street: string;
  postal_code: string;
  city: string;
  tel: string;
  email?: string;
  objet?: string;
}

interface DemoContact {
  organism: string;
  civility: 'M.' | 'Mme' | 'Dr';
  surname: string;
  name: string;
  fonction: string;
  tel: string;
  email?: string;
}

export const demoOrganisms: DemoOrganism[] = [
  { name: 'SPIP du Rhône', domain: 'justice', antenna: null, street: '165 rue Garibaldi', postal_code: '69003', city: 'Lyon', tel: '0472846300', email: 'spip69@justice.fr', objet: "Service pénitentiaire d'insertion et de probation" },
  { name: 'SPIP des Bouches-du-Rhône', domain: 'justice', antenna: null, street: '4 rue Gilbert Dru', postal_code: '13002', city: 'Marseille', tel: '0491996500', email: 'spip13@justice.fr', objet: "Service pénitentiaire d'insertion et de probation" },
  { name: 'SPIP du Nord', domain: 'justice', antenna: null, street: '28 rue de Tournai', postal_code: '59000', city: 'Lille', tel: '0320128400', email: 'spip59@justice.fr', objet: "Service pénitentiaire d'insertion et de probation" },
  { name: 'SPIP de Paris', domain: 'justice', antenna: null, street: '12-14 rue Charles Fourier', postal_code: '75013', city: 'Paris', tel: '0153829300', email: 'spip75@justice.fr', objet: "Service pénitentiaire d'insertion et de probation" },
  { name: 'CAF du Rhône', domain: 'prestations', antenna: null, street: '67 boulevard Vivier Merle', postal_code: '69003', city: 'Lyon', tel: '3230' },
  { name: 'CAF du Nord', domain: 'prestations', antenna: null, street: '82 rue Brûle Maison', postal_code: '59000', city: 'Lille', tel: '3230' },
  { name: 'Emmaüs Solidarité', domain: 'association', antenna: null, street: '32 rue des Bourdonnais', postal_code: '75001', city: 'Paris', tel: '0144829090', email: 'contact@emmaus-solidarite.org' },
  { name: 'Les Restos du Cœur', domain: 'association', antenna: null, street: '42 rue de Clichy', postal_code: '75009', city: 'Paris', tel: '0153321400' },
  { name: 'CCAS de Lyon', domain: 'social', antenna: 'lyon', street: '4 rue Jean Fabre', postal_code: '69002', city: 'Lyon', tel: '0478631900' },
  { name: 'France Travail Lyon Part-Dieu', domain: 'emploi', antenna: 'lyon', street: '10 rue Servient', postal_code: '69003', city: 'Lyon', tel: '3949' },
  { name: 'Hôpital Édouard Herriot', domain: 'sante', antenna: 'lyon', street: '5 place d’Arsonval', postal_code: '69003', city: 'Lyon', tel: '0472110000' },
  { name: 'Centre hospitalier Le Vinatier', domain: 'sante mentale', antenna: 'lyon', street: '95 boulevard Pinel', postal_code: '69500', city: 'Bron', tel: '0437915050' },
  { name: 'SIAO du Rhône', domain: 'logement', antenna: 'lyon', street: '11 rue Auguste Lacroix', postal_code: '69003', city: 'Lyon', tel: '0478609480' },
  { name: 'CCAS de Marseille', domain: 'social', antenna: 'marseille', street: '28 boulevard Charles Nédélec', postal_code: '13003', city: 'Marseille', tel: '0491149400' },
  { name: 'France Travail Marseille Saint-Charles', domain: 'emploi', antenna: 'marseille', street: '2 rue Honnorat', postal_code: '13003', city: 'Marseille', tel: '3949' },
  { name: 'Hôpital de la Conception (AP-HM)', domain: 'sante', antenna: 'marseille', street: '147 boulevard Baille', postal_code: '13005', city: 'Marseille', tel: '0491383000' },
  { name: 'Addiction Méditerranée', domain: 'addictologie', antenna: 'marseille', street: '14 rue Grignan', postal_code: '13001', city: 'Marseille', tel: '0491917950' },
  { name: 'CCAS de Lille', domain: 'social', antenna: 'lille', street: '2 rue du Guet', postal_code: '59000', city: 'Lille', tel: '0320497430' },
  { name: 'France Travail Lille Grand Palais', domain: 'emploi', antenna: 'lille', street: '1 boulevard des Cités Unies', postal_code: '59800', city: 'Lille', tel: '3949' },
  { name: 'CHU de Lille', domain: 'sante', antenna: 'lille', street: '2 avenue Oscar Lambret', postal_code: '59000', city: 'Lille', tel: '0320444444' },
];

export const demoContacts: DemoContact[] = [
  { organism: 'SPIP du Rhône', civility: 'Mme', surname: 'Claire', name: 'Vasseur', fonction: 'conseiller penitentiaire', tel: '0472846312', email: 'claire.vasseur@justice.fr' },
  { organism: 'SPIP du Rhône', civility: 'M.', surname: 'Yanis', name: 'Belkacem', fonction: 'conseiller penitentiaire', tel: '0472846318', email: 'yanis.belkacem@justice.fr' },
  { organism: 'SPIP du Rhône', civility: 'Mme', surname: 'Hélène', name: 'Moulin', fonction: 'directeur', tel: '0472846301' },
  { organism: 'SPIP des Bouches-du-Rhône', civility: 'M.', surname: 'Olivier', name: 'Santoni', fonction: 'conseiller penitentiaire', tel: '0491996521', email: 'olivier.santoni@justice.fr' },
  { organism: 'SPIP des Bouches-du-Rhône', civility: 'Mme', surname: 'Fatima', name: 'Zeroual', fonction: 'conseiller penitentiaire', tel: '0491996534' },
  { organism: 'SPIP du Nord', civility: 'Mme', surname: 'Sandrine', name: 'Delattre', fonction: 'conseiller penitentiaire', tel: '0320128415', email: 'sandrine.delattre@justice.fr' },
  { organism: 'SPIP du Nord', civility: 'M.', surname: 'Benoît', name: 'Vandamme', fonction: 'chef de service', tel: '0320128402' },
  { organism: 'SPIP de Paris', civility: 'M.', surname: 'Samuel', name: 'Cohen', fonction: 'conseiller penitentiaire', tel: '0153829321' },
  { organism: 'CAF du Rhône', civility: 'Mme', surname: 'Isabelle', name: 'Garnier', fonction: 'assistant', tel: '0478773012' },
  { organism: 'CCAS de Lyon', civility: 'Mme', surname: 'Amandine', name: 'Roux', fonction: 'assistant', tel: '0478631922', email: 'a.roux@ccas-lyon.fr' },
  { organism: 'France Travail Lyon Part-Dieu', civility: 'M.', surname: 'Mehdi', name: 'Saïdi', fonction: 'conseiller france travail', tel: '0478629041', email: 'mehdi.saidi@francetravail.fr' },
  { organism: 'Hôpital Édouard Herriot', civility: 'Dr', surname: 'Anne', name: 'Lacombe', fonction: 'medecin', tel: '0472110245' },
  { organism: 'Centre hospitalier Le Vinatier', civility: 'Dr', surname: 'Marc', name: 'Thévenet', fonction: 'psychiatre', tel: '0437915120' },
  { organism: 'SIAO du Rhône', civility: 'Mme', surname: 'Laura', name: 'Chevalier', fonction: 'travailleur social', tel: '0478609482' },
  { organism: 'CCAS de Marseille', civility: 'Mme', surname: 'Sonia', name: 'Ferrari', fonction: 'assistant', tel: '0491149433' },
  { organism: 'France Travail Marseille Saint-Charles', civility: 'M.', surname: 'Kévin', name: 'Martinez', fonction: 'conseiller france travail', tel: '0491115270' },
  { organism: 'Hôpital de la Conception (AP-HM)', civility: 'Dr', surname: 'Paul', name: 'Orsini', fonction: 'medecin', tel: '0491383112' },
  { organism: 'Addiction Méditerranée', civility: 'Mme', surname: 'Leïla', name: 'Amrani', fonction: 'psychologue', tel: '0491917955' },
  { organism: 'CCAS de Lille', civility: 'M.', surname: 'Julien', name: 'Lefranc', fonction: 'assistant', tel: '0320497441' },
  { organism: 'France Travail Lille Grand Palais', civility: 'Mme', surname: 'Céline', name: 'Dupuis', fonction: 'conseiller france travail', tel: '0320155830' },
  { organism: 'CHU de Lille', civility: 'Mme', surname: 'Agnès', name: 'Lemaire', fonction: 'infirmier', tel: '0320445512' },
  { organism: 'Emmaüs Solidarité', civility: 'M.', surname: 'François', name: 'Morel', fonction: 'chef de service', tel: '0144829012', email: 'f.morel@emmaus-solidarite.org' },
];
