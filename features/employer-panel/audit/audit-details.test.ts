import { auditDetailLines, type AuditWords } from './audit-details';

const words: AuditWords = {
  field: (key) => ({ right: 'Uprawnienia', email: 'E-mail', recruitersAssignedOnly: 'Tylko przypisane oferty' })[key],
  right: (value) => ({ owner: 'właściciel', recruiter: 'rekruter' })[value],
  token: (value) => ({ uploaded: 'przesłane' })[value],
  yes: 'tak',
  no: 'nie',
  people: (count) => `${count} os.`,
  dateTime: (value) => value.toISOString().slice(0, 10),
};

describe('auditDetailLines', () => {
  it('names keys and roles in the reader’s words, a change as before → after', () => {
    expect(auditDetailLines({ email: 'ola@example.com', right: { from: 'recruiter', to: 'owner' } }, words)).toEqual([
      { key: 'email', label: 'E-mail', value: 'ola@example.com' },
      { key: 'right', label: 'Uprawnienia', value: 'rekruter → właściciel' },
    ]);
  });

  it('says yes and no, counts people, formats dates and leaves ids out', () => {
    expect(
      auditDetailLines(
        {
          recruitersAssignedOnly: { from: false, to: true },
          assignees: { from: [], to: ['u1', 'u2'] },
          retentionUntilBefore: '2026-11-27T10:00:00.000Z',
          invitationId: 7,
          offerId: 3,
        },
        words,
      ),
    ).toEqual([
      { key: 'recruitersAssignedOnly', label: 'Tylko przypisane oferty', value: 'nie → tak' },
      { key: 'assignees', label: 'Assignees', value: '0 os. → 2 os.' },
      { key: 'retentionUntilBefore', label: 'Retention until before', value: '2026-11-27' },
    ]);
  });

  it('shows an empty or missing value as a dash and keeps a role it does not know as stored', () => {
    expect(auditDetailLines({ logo: { from: null, to: 'uploaded' }, right: 'guest' }, words)).toEqual([
      { key: 'logo', label: 'Logo', value: '— → przesłane' },
      { key: 'right', label: 'Uprawnienia', value: 'guest' },
    ]);
  });
});
