import { PDFDocument, rgb } from 'pdf-lib';
import { DiskFileStore } from '../infra/filestore/diskFileStore';
import type { CerfaData } from '@domain/domiciliations/cerfa';
import { perform as renderCerfa } from '../documents/cerfa/cerfaDocument';
import { A4 } from '../documents/cerfa/formWriter';
import { documentFonts } from '../documents/pdf/fonts';
import { drawLine } from '../documents/pdf/text';
import { percentile } from './load';

/** Milliseconds of one kind of render, over every run. */
export interface RenderTimes {
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  bytes: number;
}

/** Figures of the Cerfa attestation: its render beside a bare page with the same fonts, and its storing. */
export interface CerfaFigures {
  renders: number;
  cerfa: RenderTimes;
  /** The same attestation for a person named in Chinese, Devanagari and Arabic (Pashto): three fallback fonts. */
  scripts: RenderTimes;
  baseline: RenderTimes;
  stored: RenderTimes;
}

const DATA: CerfaData = {
  file_number: 4217,
  organism: {
    name: 'Antenne de Lyon',
    address: '48 rue Sébastien Gryphe, 69007 Lyon',
    agreement: { number: 'DOM-69-2024-017', prefecture: 'Rhône', start: '2024-03-01', end: '2029-02-28' },
  },
  person: {
    civility: 'Mme',
    name: 'Œillet-Nguyễn',
    surnames: ['Marie-Françoise', 'Ĳsbrand'],
    birth_date: '1988-04-12',
    birth_place: 'Köln, Allemagne',
  },
  domiciliation: { start_date: '2026-11-01', end_date: '2027-10-31' },
  referent: 'Hélène Moulin',
  signature: { place: 'Lyon', date: '2026-11-22' },
};
const IN_SCRIPTS: CerfaData = { ...DATA, person: { ...DATA.person, name: '王', surnames: ['प्रिया', 'ملالۍ'] } };

// The floor any document of ours pays: a document, an A4 page, both faces embedded and subset, one line each, saved.
async function renderBaseline(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const fonts = documentFonts(doc);
  await drawLine(page, 'Attestation', { x: 40, y: 800, size: 10, face: fonts.regular, color: rgb(0, 0, 0) });
  await drawLine(page, 'Attestation', { x: 40, y: 780, size: 10, face: fonts.bold, color: rgb(0, 0, 0) });
  return doc.save();
}

const summary = (times: number[], bytes: number): RenderTimes => {
  const sorted = Float64Array.from(times).sort();
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), meanMs: times.reduce((a, b) => a + b, 0) / times.length, bytes };
};

/**
 * Renders the attestation `renders` times, alternating with the same for a person named in other scripts and with the
 * baseline page so that all see the same machine state, after a warm-up that reads and parses the fonts; then stores each attestation in a disk file store under dataDir.
 */
export async function benchCerfa(dataDir: string, opts: { renders: number }): Promise<CerfaFigures> {
  for (let i = 0; i < 20; i += 1) await Promise.all([renderCerfa(DATA), renderCerfa(IN_SCRIPTS), renderBaseline()]);
  const cerfa: number[] = [];
  const scripts: number[] = [];
  const baseline: number[] = [];
  const pdfs: Uint8Array[] = [];
  let baselineBytes = 0;
  let scriptsBytes = 0;
  for (let i = 0; i < opts.renders; i += 1) {
    let started = performance.now();
    const { pdf } = await renderCerfa(DATA);
    cerfa.push(performance.now() - started);
    pdfs.push(pdf);
    started = performance.now();
    scriptsBytes = (await renderCerfa(IN_SCRIPTS)).pdf.byteLength;
    scripts.push(performance.now() - started);
    started = performance.now();
    baselineBytes = (await renderBaseline()).byteLength;
    baseline.push(performance.now() - started);
  }
  const files = new DiskFileStore(`${dataDir}/files`);
  const stored: number[] = [];
  for (const pdf of pdfs) {
    const started = performance.now();
    await files.put(pdf, { name: 'attestation.pdf', contentType: 'application/pdf' });
    stored.push(performance.now() - started);
  }
  return {
    renders: opts.renders,
    cerfa: summary(cerfa, pdfs[0].byteLength),
    scripts: summary(scripts, scriptsBytes),
    baseline: summary(baseline, baselineBytes),
    stored: summary(stored, pdfs[0].byteLength),
  };
}
