import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmploymentType, PositionStatus, Workplace } from '@/api/contract/careers';

export const POSITION_STATUS_LABELS: Record<PositionStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  closed: msg`Closed`,
};

export const POSITION_STATUS_COLORS: Record<PositionStatus, string> = {
  draft: 'gray',
  open: 'teal',
  closed: 'red',
};

export const WORKPLACE_LABELS: Record<Workplace, MessageDescriptor> = {
  on_site: msg`On site`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg`Full time`,
  part_time: msg`Part time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
};
