import { describe, expect, it } from 'vitest';
import { firstErrors, validate } from '@portal/contracts/validation';
import { MODERATION_MESSAGES, ModerationReasonForm } from '@portal/contracts/schemas/admin/reports';
import { REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, ReportForm } from '@portal/contracts/schemas/reports';

const shown = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? {} : firstErrors(result.errors);
};

describe('ReportForm', () => {
  it('takes a reason and a trimmed explanation', () => {
    expect(validate(ReportForm, { reason: 'spam', message: '  Reklāma.  ' })).toEqual({
      success: true,
      output: { reason: 'spam', message: 'Reklāma.' },
    });
    expect(validate(ReportForm, { reason: 'copyright' })).toEqual({
      success: true,
      output: { reason: 'copyright', message: '' },
    });
  });

  it('names every reason in Latvian', () => {
    expect(REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason])).toEqual([
      'Autortiesību pārkāpums',
      'Nepiemērots saturs',
      'Surogātpasts (spams)',
      'Nepareiza kategorija',
      'Cits',
    ]);
  });

  it('refuses a missing or unknown reason, “Cits” without words, and more than 1,000 characters', () => {
    expect(shown(ReportForm, {})).toEqual({ reason: REPORT_MESSAGES.reasonRequired });
    expect(shown(ReportForm, { reason: 'boring' })).toEqual({ reason: REPORT_MESSAGES.reasonInvalid });
    expect(shown(ReportForm, { reason: 7 })).toEqual({ reason: REPORT_MESSAGES.reasonInvalid });
    expect(shown(ReportForm, { reason: 'other', message: ' ' })).toEqual({ message: REPORT_MESSAGES.messageRequired });
    // 1,000 characters as people count them (ā is one), not UTF-16 units.
    expect(shown(ReportForm, { reason: 'spam', message: '😀'.repeat(1000) })).toEqual({});
    expect(shown(ReportForm, { reason: 'spam', message: 'ā'.repeat(1001) })).toEqual({
      message: REPORT_MESSAGES.messageMax,
    });
    expect(shown(ReportForm, { reason: 'spam', message: { text: 'x' } })).toEqual({
      message: REPORT_MESSAGES.messageText,
    });
  });
});

describe('ModerationReasonForm', () => {
  it('requires a reason of at most 1,000 characters', () => {
    expect(shown(ModerationReasonForm, {})).toEqual({ reason: MODERATION_MESSAGES.reasonRequired });
    expect(shown(ModerationReasonForm, { reason: '  ' })).toEqual({ reason: MODERATION_MESSAGES.reasonRequired });
    expect(shown(ModerationReasonForm, { reason: 'x'.repeat(1001) })).toEqual({
      reason: MODERATION_MESSAGES.reasonMax,
    });
    expect(validate(ModerationReasonForm, { reason: ' Kopēts. ' })).toEqual({
      success: true,
      output: { reason: 'Kopēts.' },
    });
  });
});
