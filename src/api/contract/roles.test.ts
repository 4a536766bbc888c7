import { describe, expect, it } from 'vitest';
import { ACCESS, DEFAULT_GUARD_ROLES, ROLES, isAllowed, isStaff } from './roles';

describe('the role table', () => {
  it('admits everyone, including a user with no role, where the list is empty', () => {
    expect(isAllowed(null, ACCESS.everyone)).toBe(true);
    expect(isAllowed('CLIENT', [])).toBe(true);
  });

  it('admits nobody without a role where the list is not empty', () => {
    expect(isAllowed(null, ACCESS.users)).toBe(false);
    expect(isAllowed(undefined, ACCESS.latoAi)).toBe(false);
  });

  it('gives users to the guard default set, staff areas to staff, Lato AI to clients only', () => {
    expect(ROLES.filter((r) => isAllowed(r, ACCESS.users))).toEqual(
      [...DEFAULT_GUARD_ROLES].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b)),
    );
    expect(ROLES.filter((r) => isAllowed(r, ACCESS.projects))).toEqual(['CEO', 'CFO', 'CTO', 'PM_CLIENT', 'PM_DEV', 'DEV']);
    expect(ROLES.filter((r) => isAllowed(r, ACCESS.latoAi))).toEqual(['CLIENT']);
    expect(isStaff('CLIENT')).toBe(false);
    expect(isStaff('DEV')).toBe(true);
  });
});
