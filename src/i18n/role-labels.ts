import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@/api/contract/roles';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  CEO: msg`Chief executive`,
  CFO: msg`Chief financial officer`,
  CTO: msg`Chief technology officer`,
  PM_CLIENT: msg`Client project manager`,
  PM_DEV: msg`Development project manager`,
  DEV: msg`Developer`,
  CLIENT: msg`Client`,
};
