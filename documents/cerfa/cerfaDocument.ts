import { PDFDocument } from 'pdf-lib';
import { displayPlain } from '@domain/recipients/history';
import { documentFonts } from '../pdf/fonts';
import type { CerfaData } from '@domain/domiciliations/cerfa';
import { A4, FormWriter } from './formWriter';

const day = (date: string | null) => (date ? displayPlain('date', date) : null);

/**
 * Produces the attestation of a domiciliation ('attestation d'élection de domicile'), laid out after Cerfa n°16030*01:
 * the organism and its agreement, the person, the period, then the signature.
 */
export async function perform(data: CerfaData): Promise<{ filename: string; pdf: Uint8Array }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Attestation d'élection de domicile — dossier n°${data.file_number}`);
  doc.setSubject('Cerfa n°16030*01');
  doc.setLanguage('fr-FR');
  const page = doc.addPage(A4);
  const form = new FormWriter(page, documentFonts(doc));
  const { organism, person } = data;
  const fullName = [...person.surnames, person.name.toUpperCase()].filter(Boolean).join(' ');

  await form.heading('RÉPUBLIQUE FRANÇAISE', 'cerfa', 'N° 16030*01');
  await form.centered("ATTESTATION D'ÉLECTION DE DOMICILE", { size: 15, bold: true });
  await form.centered("Articles L. 264-1 et suivants et D. 264-1 et suivants du code de l'action sociale et des familles", {
    size: 8.5,
    gap: 12,
  });

  await form.section("1. L'organisme domiciliataire", async () => {
    await form.row([{ label: "Nom de l'organisme", value: organism.name }]);
    await form.row([{ label: 'Adresse', value: organism.address }]);
    await form.row([
      { label: "N° d'agrément", value: organism.agreement.number },
      { label: 'Délivré par la préfecture de', value: organism.agreement.prefecture },
    ]);
    await form.row([
      { label: 'Agrément délivré le', value: day(organism.agreement.start) },
      { label: "Valable jusqu'au", value: day(organism.agreement.end) },
    ]);
  });

  await form.section('2. La personne domiciliée', async () => {
    await form.checkboxes('Civilité', [
      { label: 'Madame', checked: person.civility === 'Mme' },
      { label: 'Monsieur', checked: person.civility === 'M.' },
    ]);
    await form.row([{ label: 'Nom(s)', value: person.name.toUpperCase() }]);
    await form.row([{ label: 'Prénom(s)', value: person.surnames.filter(Boolean).join(', ') || null }]);
    await form.row([
      { label: 'Né(e) le', value: day(person.birth_date) },
      { label: 'à', value: person.birth_place },
    ]);
  });

  await form.section("3. L'élection de domicile", async () => {
    await form.paragraph(
      "L'organisme désigné en partie 1 atteste que la personne désignée en partie 2, sans domicile stable, a élu domicile auprès de lui pour la période suivante :",
    );
    await form.row([
      { label: 'Du', value: day(data.domiciliation.start_date) },
      { label: 'Au', value: day(data.domiciliation.end_date) },
    ]);
    await form.paragraph('Adresse à laquelle la personne reçoit son courrier :', { bold: true, size: 9 });
    await form.row([{ label: 'Nom', value: fullName }]);
    await form.row([{ label: 'Aux bons soins de', value: organism.name }]);
    await form.row([{ label: 'Adresse', value: organism.address }]);
  });

  await form.section("4. L'organisme signataire", async () => {
    await form.beside(
      [
        { label: 'Personne référente', value: data.referent },
        { label: 'Fait à', value: data.signature.place },
        { label: 'Le', value: day(data.signature.date) },
      ],
      { label: "Signature et cachet de l'organisme", width: 200, height: 92 },
    );
  });

  await form.paragraph(
    "Cette attestation permet à la personne domiciliée de faire valoir ses droits et d'accéder aux prestations et services : l'absence de domicile stable ne peut lui être opposée. Elle vaut jusqu'à la date de fin indiquée en partie 3 et peut être renouvelée. L'élection de domicile peut prendre fin si la personne ne s'est pas manifestée auprès de l'organisme pendant plus de trois mois consécutifs.",
    { size: 7.5, muted: true, page: true },
  );

  return {
    filename: `attestation-domicile-dossier-${data.file_number}-${data.domiciliation.start_date}.pdf`.replace(/[^\w.-]+/g, '-'),
    pdf: await doc.save(),
  };
}
