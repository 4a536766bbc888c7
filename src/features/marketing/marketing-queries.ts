import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';
import { marketingEndpoints as E, type CampaignChange, type NewCampaign } from '@/api/contract/marketing';

/** Every read of the marketing area: a campaign written refreshes them all (its figures and the list). */
export const marketingKey = ['marketing'] as const;
const key = (...parts: unknown[]) => [...marketingKey, ...parts] as const;

// A new period keeps the old figures on screen until its own arrive.
export const marketingSummaryQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('summary', period),
    queryFn: () => callApi(E.summary, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const campaignRowsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('campaigns', period),
    queryFn: () => callApi(E.campaigns, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const marketingChannelsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('channels', period),
    queryFn: () => callApi(E.channels, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const campaignOwnersQuery = queryOptions({
  queryKey: key('owners'),
  queryFn: () => callApi(E.owners),
  staleTime: 5 * 60_000,
});

export const campaignsApi = {
  create: (body: NewCampaign) => callApi(E.create, { body }),
  update: (id: number, body: CampaignChange) => callApi(E.update, { params: { id }, body }),
  remove: (id: number) => callApi(E.remove, { params: { id } }),
};
