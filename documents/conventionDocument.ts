import type { ConventionInput } from '@domain/housings/convention';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { documentFonts, type Face } from './pdf/fonts';
import { drawLine, wrapLines } from './pdf/text';

const MARGIN = 56;
const WIDTH = 595.28;

class Writer {
  private y = 780;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: Face,
    private readonly bold: Face,
  ) {}

  async line(text: string, opts: { bold?: boolean; size?: number; gap?: number } = {}): Promise<void> {
    const size = opts.size ?? 10.5;
    const face = opts.bold ? this.bold : this.regular;
    for (const part of await wrapLines(text, face, size, WIDTH - 2 * MARGIN)) {
      await drawLine(this.page, part, { x: MARGIN, y: this.y, size, face, color: rgb(0.1, 0.1, 0.15) });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 2;
  }

  space(points = 10): void {
    this.y -= points;
  }
}

/** Produces the occupancy agreement ('convention d'occupation') of a stay in one of the charity's rooms, in French. */
export async function perform(input: ConventionInput): Promise<{ filename: string; pdf: Uint8Array }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Convention d'occupation — dossier n°${input.recipient.file_number}`);
  doc.setLanguage('fr-FR');
  const page = doc.addPage([WIDTH, 841.89]);
  const fonts = documentFonts(doc);
  const w = new Writer(page, fonts.regular, fonts.bold);
  const person = [input.recipient.civility, input.recipient.surname, input.recipient.name.toUpperCase()].filter(Boolean).join(' ');

  await w.line(input.charity.name, { bold: true, size: 13 });
  await w.line(input.charity.address);
  if (input.charity.siret) await w.line(`SIRET : ${input.charity.siret}`);
  if (input.antenna) await w.line(`${input.antenna.name} — ${input.antenna.address}`);
  w.space(18);
  await w.line("CONVENTION D'OCCUPATION TEMPORAIRE", { bold: true, size: 15, gap: 10 });
  await w.line(
    `Entre ${input.charity.name}, ci-après « l'association », et ${person}, né(e) le ${input.recipient.birth_date} (dossier n°${input.recipient.file_number}), ci-après « l'occupant », il est convenu ce qui suit.`,
    { gap: 10 },
  );
  await w.line('Article 1 — Logement', { bold: true });
  await w.line(
    `L'association met à la disposition de l'occupant la chambre n°${input.room.number}${input.room.type ? ` (${input.room.type})` : ''} de l'établissement ${input.hotel.name}, ${input.hotel.address}.`,
    { gap: 8 },
  );
  await w.line('Article 2 — Durée', { bold: true });
  await w.line(
    `L'occupation commence le ${input.stay.start} et prend fin le ${input.stay.end}, soit ${input.stay.nights} nuit${input.stay.nights > 1 ? 's' : ''}. Elle ne vaut ni bail ni titre d'occupation durable.`,
    { gap: 8 },
  );
  await w.line('Article 3 — Participation financière', { bold: true });
  await w.line(
    `L'occupant verse une participation de ${input.stay.price_per_night} par nuit, soit ${input.stay.total} pour la durée prévue.${input.stay.founding ? ` Financement : ${input.stay.founding}.` : ''}`,
  );
  await w.line(`Dépôt de garantie (caution) : ${input.stay.caution ?? 'non précisé'}.`, { gap: 8 });
  await w.line('Article 4 — Engagements', { bold: true });
  await w.line(
    "L'occupant s'engage à respecter le règlement de l'établissement, à occuper personnellement la chambre, à ne pas y héberger de tiers et à la restituer en bon état à la fin de l'occupation. L'association assure un accompagnement social pendant toute la durée du séjour.",
    { gap: 8 },
  );
  if (input.stay.type) await w.line(`Type d'hébergement : ${input.stay.type}.`, { gap: 8 });
  w.space(16);
  await w.line(`Fait le ${input.made_on}, en deux exemplaires.`, { gap: 24 });
  await w.line("Pour l'association                                              L'occupant");
  await w.line('(signature)                                                           (signature, précédée de « lu et approuvé »)', {
    size: 9,
  });

  return {
    filename: `convention-dossier-${input.recipient.file_number}-chambre-${input.room.number}.pdf`.replace(/[^\w.-]+/g, '-'),
    pdf: await doc.save(),
  };
}
