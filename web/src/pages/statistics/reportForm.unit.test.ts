import { describe, expect, it } from 'vitest';
import { STATISTICS_MESSAGES as M } from '@domain/statistics/reportTypes';
import {
  BLANK_REPORT,
  indicatorsQueryOf,
  invalidReportMessage,
  jobFailureToast,
  reportFailureMessage,
  reportValues,
  statisticOf,
  validateReport,
  type ReportFormValues,
} from './reportForm';

const period = (start_date: string | null, end_date: string | null, antenna_id: string | null = 'ant-lyon'): ReportFormValues => ({
  type: 'meeting_statistics',
  params: { antenna_id, start_date, end_date, year: '' },
});

describe('reportValues', () => {
  it('fills a period type with the server defaults, the year left blank', () => {
    expect(reportValues('housing_statistics', { antenna_id: 'ant-lyon', start_date: '2025-01-01', end_date: '2025-12-31' })).toEqual({
      type: 'housing_statistics',
      params: { antenna_id: 'ant-lyon', start_date: '2025-01-01', end_date: '2025-12-31', year: '' },
    });
  });

  it('fills the annual report with its year, every antenna kept as null', () => {
    expect(reportValues('domiciliation_annual_report', { antenna_id: null, year: 2025 })).toEqual({
      type: 'domiciliation_annual_report',
      params: { antenna_id: null, start_date: null, end_date: null, year: 2025 },
    });
  });
});

describe('validateReport', () => {
  it('asks for a type first, which the toast words as parameters not filled in', () => {
    const errors = validateReport(BLANK_REPORT);
    expect(errors).toEqual({ type: M.typeRequired });
    expect(invalidReportMessage(errors)).toBe(M.badParams);
  });

  it('puts the server messages on the dotted paths of the fields', () => {
    const errors = validateReport(period('2025-06-01', '2025-01-01'));
    expect(errors).toEqual({ 'params.end_date': M.endBeforeStart });
    expect(invalidReportMessage(errors)).toBe(M.paramsRejected);
    expect(validateReport(period(null, null))).toEqual({ 'params.start_date': M.startRequired, 'params.end_date': M.endRequired });
  });

  it('accepts a year typed as text', () => {
    expect(validateReport({ type: 'domiciliation_annual_report', params: { ...BLANK_REPORT.params, year: '2024' } })).toEqual({});
  });
});

describe('statisticOf', () => {
  it('sends only the parameters the type requests', () => {
    expect(
      statisticOf({ ...period('2025-01-01', '2025-03-31'), params: { ...period('2025-01-01', '2025-03-31').params, year: 2020 } }),
    ).toEqual({
      type: 'meeting_statistics',
      params: { antenna_id: 'ant-lyon', start_date: '2025-01-01', end_date: '2025-03-31' },
    });
  });

  it('sends the year as a number', () => {
    const values: ReportFormValues = {
      type: 'domiciliation_annual_report',
      params: { antenna_id: null, start_date: '2025-01-01', end_date: null, year: '2024' },
    };
    expect(statisticOf(values)).toEqual({ type: 'domiciliation_annual_report', params: { antenna_id: null, year: 2024 } });
  });

  it('sends nothing while the form is not valid', () => {
    expect(statisticOf(BLANK_REPORT)).toBeNull();
    expect(statisticOf(period('2025-01-01', null))).toBeNull();
  });
});

describe('indicatorsQueryOf', () => {
  it('covers the period of the form, or the whole year of the annual report', () => {
    expect(indicatorsQueryOf(period('2025-02-01', '2025-04-30'))).toEqual({
      antenna_id: 'ant-lyon',
      start_date: '2025-02-01',
      end_date: '2025-04-30',
    });
    const annual: ReportFormValues = {
      type: 'domiciliation_annual_report',
      params: { antenna_id: null, start_date: null, end_date: null, year: 2024 },
    };
    expect(indicatorsQueryOf(annual)).toEqual({ antenna_id: null, start_date: '2024-01-01', end_date: '2024-12-31' });
  });

  it('gives nothing for values the server would refuse', () => {
    expect(indicatorsQueryOf(period('2025-02-30', '2025-04-30'))).toBeNull();
  });
});

describe('reportFailureMessage', () => {
  it('words each code as docs/screens.md does, and any other as a data error', () => {
    expect(reportFailureMessage('STAT_DID_NOT_PRODUCE_FILE')).toBe("Aucun fichier n'a été produit");
    expect(reportFailureMessage('OBJECT_CANNOT_BE_VALIDATED')).toBe('Les paramètres ont été mal rentrés');
    expect(reportFailureMessage('SOMETHING_WRONG_WITH_STATS')).toBe('Erreur inconnue');
    expect(reportFailureMessage('FORBIDDEN')).toBe("Aucun fichier n'a été produit. Erreur de données");
    expect(reportFailureMessage('')).toBe("Aucun fichier n'a été produit. Erreur de données");
  });
});

describe('jobFailureToast', () => {
  it("says the server's reason beneath the code's words, or the words alone when it says no more", () => {
    expect(jobFailureToast('STAT_DID_NOT_PRODUCE_FILE', M.interrupted)).toEqual({
      title: "Aucun fichier n'a été produit",
      message: 'Le calcul du rapport a été interrompu par un redémarrage du serveur. Veuillez relancer le rapport.',
    });
    expect(jobFailureToast('STAT_DID_NOT_PRODUCE_FILE', M.noFile)).toEqual({ message: "Aucun fichier n'a été produit" });
    expect(jobFailureToast('SOMETHING_WRONG_WITH_STATS', null)).toEqual({ message: 'Erreur inconnue' });
  });
});
