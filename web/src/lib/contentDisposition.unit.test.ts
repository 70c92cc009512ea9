import { describe, expect, it } from 'vitest';
import { fileNameOf } from './contentDisposition';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of filename*, accents and spaces decoded', () => {
    expect(fileNameOf(`attachment; filename="attestation_CAF.pdf"; filename*=UTF-8''attestation%20CAF%20%C3%A9t%C3%A9.pdf`)).toBe(
      'attestation CAF été.pdf',
    );
  });

  it('reads a quoted filename, escaped quotes included, or a bare one', () => {
    expect(fileNameOf('attachment; filename="le \\"bail\\".pdf"')).toBe('le "bail".pdf');
    expect(fileNameOf('attachment; filename=bail.pdf')).toBe('bail.pdf');
  });

  it('falls back on filename when filename* is badly encoded', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''%E9t%E9.pdf; filename="ete.pdf"`)).toBe('ete.pdf');
  });

  it('gives no name without a header or a filename', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
