import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconShieldSearch } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { AuditLogPage, parseAuditSearch, type AuditSearch } from '@/features/audit';

export const Route = createFileRoute('/_auth/dashboard/audit-log')({
  staticData: {
    access: ACCESS.audit,
    menu: [{ section: 'management', label: msg`Audit log`, icon: IconShieldSearch, order: 40 }],
  },
  validateSearch: (search: Record<string, unknown>): AuditSearch => parseAuditSearch(search),
  component: function AuditLogRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <AuditLogPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
