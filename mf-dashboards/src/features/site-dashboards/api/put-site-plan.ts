/** PUT /api/dashboard/site-plans/{site} (docs/api.md 'Dashboards'): replaces a site's plan (super, adminMgmt; audited). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sitePlanPutRoute, type SitePlan, type SitePlanBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** Saves the plan of `site`; the server answers the plan as stored. */
export async function putSitePlan(site: string, body: SitePlanBody): Promise<SitePlan> {
  const answer = await apiCall(sitePlanPutRoute, { params: { site }, body });
  return answer.plan;
}

/** Mutation of {@link putSitePlan}; a saved plan changes the site's monthly, site and performance figures, so they are fetched again. */
export function usePutSitePlan(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePlanBody) => putSitePlan(site, body),
    onSuccess: async () => {
      await Promise.all(['dashboard-monthly', 'dashboard-site', 'dashboard-performance'].map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
}
