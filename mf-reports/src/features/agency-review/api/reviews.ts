import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewGetRoute, reviewListRoute, reviewPostRoute, type ReviewList, type ReviewRequest, type ShiftForReview } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

export const reviewListKey = (site: string, month: string) => ['review-list', site, month] as const;
export const shiftReviewKey = (shiftId: string) => ['review', shiftId] as const;

/** The filed shifts of a site's month with their review status (the review-list contract). */
export function useReviewList(site: string, month: string) {
  return useQuery({ queryKey: reviewListKey(site, month), queryFn: (): Promise<ReviewList> => apiCall(reviewListRoute, { query: { site, month } }), enabled: Boolean(site && month) });
}

/** One shift for its review page (the review-get contract). */
export function useShiftForReview(shiftId: string) {
  return useQuery({ queryKey: shiftReviewKey(shiftId), queryFn: (): Promise<ShiftForReview> => apiCall(reviewGetRoute, { params: { shiftId } }) });
}

/** Approves or disputes the version seen; reads the shift and the lists again. */
export function useRecordReview(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) => apiCall(reviewPostRoute, { params: { shiftId }, body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shiftReviewKey(shiftId) });
      void queryClient.invalidateQueries({ queryKey: ['review-list'] });
      void queryClient.invalidateQueries({ queryKey: ['statement'] });
    },
  });
}
