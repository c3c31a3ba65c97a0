import { decide, PERMISSIONS, ROUTE_PERMISSIONS, type Access, type Permission } from './permissions';
import { ROLES, roleFlags } from './roles';

describe('the permission table', () => {
  it.each(Object.keys(PERMISSIONS) as Permission[])('%s decides for signed-out visitors and every role', (permission) => {
    const access = PERMISSIONS[permission] as Access;
    expect(decide(permission, undefined)).toBe(access === 'public' ? 'allowed' : 'unauthenticated');
    for (const role of ROLES) {
      const expected =
        access === 'public' || access === 'signedIn' || (access as readonly string[]).includes(role) ? 'allowed' : 'forbidden';
      expect({ role, decision: decide(permission, role) }).toEqual({ role, decision: expected });
    }
  });

  it('gates the routes of spec 000 §2.1', () => {
    expect(decide(ROUTE_PERMISSIONS['/admin'], 'editor')).toBe('forbidden');
    expect(decide(ROUTE_PERMISSIONS['/admin'], 'admin')).toBe('allowed');
    expect(decide(ROUTE_PERMISSIONS['/dealer-bidding'], 'dealer')).toBe('allowed');
    expect(decide(ROUTE_PERMISSIONS['/dealer-bidding'], 'staff')).toBe('forbidden');
    expect(decide(ROUTE_PERMISSIONS['/donation-tracking'], 'editor')).toBe('allowed');
    expect(decide(ROUTE_PERMISSIONS['/donation-tracking'], 'staff')).toBe('allowed');
    expect(decide(ROUTE_PERMISSIONS['/charity-management'], 'charity')).toBe('allowed');
    expect(decide(ROUTE_PERMISSIONS['/charity-management'], 'user')).toBe('forbidden');
  });
});

describe('role flags (spec 000 §6)', () => {
  it('derives isAdmin, isEditor, isStaff, isDealer and isCharity', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isEditor: true, isStaff: true, isDealer: false, isCharity: false });
    expect(roleFlags('editor')).toEqual({ isAdmin: false, isEditor: true, isStaff: true, isDealer: false, isCharity: false });
    expect(roleFlags('staff')).toEqual({ isAdmin: false, isEditor: false, isStaff: true, isDealer: false, isCharity: false });
    expect(roleFlags('dealer').isDealer).toBe(true);
    expect(roleFlags('charity').isCharity).toBe(true);
    expect(Object.values(roleFlags('user')).every((flag) => !flag)).toBe(true);
  });
});
