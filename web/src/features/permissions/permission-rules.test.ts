import { describe, expect, it } from 'vitest';
import { permissionTargetOf, withGrant, withRevoke } from './permission-rules';

const ada = { id: 'a'.repeat(24) };
const ben = { id: 'b'.repeat(24) };
const cy = { id: 'c'.repeat(24) };

describe('permissionTargetOf', () => {
  it('reads a 24-character hex id as a user id', () => {
    expect(permissionTargetOf(` ${'AB'.repeat(12)} `)).toEqual({ userId: 'ab'.repeat(12) });
  });

  it('reads an e-mail, lowercased', () => {
    expect(permissionTargetOf('  Maya@Tavola.Test ')).toEqual({ email: 'maya@tavola.test' });
  });

  it('refuses what is neither', () => {
    expect(permissionTargetOf('')).toBeNull();
    expect(permissionTargetOf('maya')).toBeNull();
    expect(permissionTargetOf('abc123')).toBeNull();
    expect(permissionTargetOf('maya@tavola')).toBeNull();
  });
});

describe('withGrant', () => {
  const lists = { owners: [ada], managers: [ben], requesters: [cy] };

  it('makes a requester a manager and takes them off the requests', () => {
    expect(withGrant(lists, cy, 'MANAGER')).toEqual({
      owners: [ada],
      managers: [ben, cy],
      requesters: [],
    });
  });

  it('moves a manager granted owner from the managers to the owners', () => {
    expect(withGrant(lists, ben, 'OWNER')).toEqual({
      owners: [ada, ben],
      managers: [],
      requesters: [cy],
    });
  });

  it('moves an owner granted manager from the owners to the managers', () => {
    expect(withGrant(lists, ada, 'MANAGER')).toEqual({
      owners: [],
      managers: [ben, ada],
      requesters: [cy],
    });
  });

  it('lists someone granted twice the same role once', () => {
    expect(withGrant(lists, ada, 'OWNER').owners).toEqual([ada]);
  });
});

describe('withRevoke', () => {
  it('takes the person off every list', () => {
    const lists = { owners: [ada], managers: [ben], requesters: [cy] };
    expect(withRevoke(lists, ben.id)).toEqual({ owners: [ada], managers: [], requesters: [cy] });
    expect(withRevoke(lists, cy.id)).toEqual({ owners: [ada], managers: [ben], requesters: [] });
  });
});
