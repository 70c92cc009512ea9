import type { ConventionInput } from '@domain/housings/convention';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedUnicodeFonts } from './pdf/fonts';
import { drawLine, wrapLines } from './pdf/text';

const MARGIN = 56;
const WIDTH = 595.28;

class Writer {
  private y = 780;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  line(text: string, opts: { bold?: boolean; size?: number; gap?: number } = {}): void {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.bold : this.font;
    for (const part of wrapLines(text, font, size, WIDTH - 2 * MARGIN)) {
      drawLine(this.page, part, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.15) });
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
  const fonts = await embedUnicodeFonts(doc);
  const w = new Writer(page, fonts.regular, fonts.bold);
  const person = [input.recipient.civility, input.recipient.surname, input.recipient.name.toUpperCase()].filter(Boolean).join(' ');

  w.line(input.charity.name, { bold: true, size: 13 });
  w.line(input.charity.address);
  if (input.charity.siret) w.line(`SIRET : ${input.charity.siret}`);
  if (input.antenna) w.line(`${input.antenna.name} — ${input.antenna.address}`);
  w.space(18);
  w.line("CONVENTION D'OCCUPATION TEMPORAIRE", { bold: true, size: 15, gap: 10 });
  w.line(
    `Entre ${input.charity.name}, ci-après « l'association », et ${person}, né(e) le ${input.recipient.birth_date} (dossier n°${input.recipient.file_number}), ci-après « l'occupant », il est convenu ce qui suit.`,
    { gap: 10 },
  );
  w.line('Article 1 — Logement', { bold: true });
  w.line(
    `L'association met à la disposition de l'occupant la chambre n°${input.room.number}${input.room.type ? ` (${input.room.type})` : ''} de l'établissement ${input.hotel.name}, ${input.hotel.address}.`,
    { gap: 8 },
  );
  w.line('Article 2 — Durée', { bold: true });
  w.line(
    `L'occupation commence le ${input.stay.start} et prend fin le ${input.stay.end}, soit ${input.stay.nights} nuit${input.stay.nights > 1 ? 's' : ''}. Elle ne vaut ni bail ni titre d'occupation durable.`,
    { gap: 8 },
  );
  w.line('Article 3 — Participation financière', { bold: true });
  w.line(
    `L'occupant verse une participation de ${input.stay.price_per_night} par nuit, soit ${input.stay.total} pour la durée prévue.${input.stay.founding ? ` Financement : ${input.stay.founding}.` : ''}`,
  );
  w.line(`Dépôt de garantie (caution) : ${input.stay.caution ?? 'non précisé'}.`, { gap: 8 });
  w.line('Article 4 — Engagements', { bold: true });
  w.line(
    "L'occupant s'engage à respecter le règlement de l'établissement, à occuper personnellement la chambre, à ne pas y héberger de tiers et à la restituer en bon état à la fin de l'occupation. L'association assure un accompagnement social pendant toute la durée du séjour.",
    { gap: 8 },
  );
  if (input.stay.type) w.line(`Type d'hébergement : ${input.stay.type}.`, { gap: 8 });
  w.space(16);
  w.line(`Fait le ${input.made_on}, en deux exemplaires.`, { gap: 24 });
  w.line("Pour l'association                                              L'occupant");
  w.line('(signature)                                                           (signature, précédée de « lu et approuvé »)', { size: 9 });

  return {
    filename: `convention-dossier-${input.recipient.file_number}-chambre-${input.room.number}.pdf`.replace(/[^\w.-]+/g, '-'),
    pdf: await doc.save(),
  };
}
