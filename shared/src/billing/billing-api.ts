import { apiSlice } from '../api/api-slice';
import type {
  BankTransferRequest,
  BankTransferResult,
  BillingPreview,
  CreateSubscriptionRequest,
  InitPaymentRequest,
  Payment,
  PayWithCardRequest,
  PlanChangePreview,
  PlanChangePreviewRequest,
  Subscription,
} from './billing-types';
import type { PlanCode } from '../plans/plan-types';

const workspaceTags = (workspaceId: number) => [
  { type: 'Subscriptions' as const, id: `workspace-${workspaceId}` },
  { type: 'Workspaces' as const, id: workspaceId },
  { type: 'Workspaces' as const, id: 'LIST' },
];

/** Payments and subscriptions (docs/payments.md §4). */
export const billingApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getPayment: builder.query<Payment, string>({
      query: (uuid) => `payment/${encodeURIComponent(uuid)}`,
      providesTags: (_result, _error, uuid) => [{ type: 'Payments', id: uuid }],
    }),
    initPayment: builder.mutation<Payment, InitPaymentRequest>({
      query: (body) => ({ url: 'payment/init', method: 'POST', body }),
    }),
    payWithSavedCard: builder.mutation<Payment, PayWithCardRequest>({
      query: (body) => ({ url: 'payment/with-card', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Payments', ...workspaceTags(result.workspace.id)] : []),
    }),
    requestBankTransfer: builder.mutation<BankTransferResult, BankTransferRequest>({
      query: (body) => ({ url: 'payment/bank-transfer', method: 'POST', body }),
    }),
    getSubscription: builder.query<Subscription, string>({
      query: (uuid) => `subscriptions/${encodeURIComponent(uuid)}`,
      providesTags: (result, _error, uuid) => [
        { type: 'Subscriptions', id: uuid },
        ...(result ? [{ type: 'Subscriptions' as const, id: `workspace-${result.workspace_id}` }] : []),
      ],
    }),
    /** A workspace without a subscription answers 404 no_subscription: that is null, not a failure. */
    getWorkspaceSubscription: builder.query<Subscription | null, number>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery(`workspaces/${id}/subscription`);
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as Subscription };
      },
      providesTags: (_result, _error, id) => [{ type: 'Subscriptions', id: `workspace-${id}` }],
    }),
    getWorkspaceBilling: builder.query<BillingPreview, number>({
      query: (id) => `workspaces/${id}/billing`,
      providesTags: (_result, _error, id) => [{ type: 'Subscriptions', id: `workspace-${id}` }],
    }),
    getPlanChangePreview: builder.query<PlanChangePreview, PlanChangePreviewRequest>({
      query: ({ workspaceId, plan, price_type }) => ({ url: `workspaces/${workspaceId}/billing/change`, params: { plan, price_type } }),
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'Subscriptions', id: `workspace-${workspaceId}` }],
    }),
    createSubscription: builder.mutation<Subscription, CreateSubscriptionRequest>({
      query: (body) => ({ url: 'subscriptions', method: 'POST', body }),
      invalidatesTags: (result, _error, request) => (result ? workspaceTags(request.workspace_id) : []),
    }),
    startTrial: builder.mutation<Subscription, { workspace_id: number; plan: PlanCode }>({
      query: (body) => ({ url: 'subscriptions/trial', method: 'POST', body }),
      invalidatesTags: (result, _error, request) => (result ? workspaceTags(request.workspace_id) : []),
    }),
    cancelScheduledChange: builder.mutation<Subscription, string>({
      query: (uuid) => ({ url: `subscriptions/${encodeURIComponent(uuid)}/scheduled-change`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [{ type: 'Subscriptions', id: result.uuid }, ...workspaceTags(result.workspace_id)] : []),
    }),
    changeSubscriptionCard: builder.mutation<Subscription, { uuid: string; card_uuid: string }>({
      query: ({ uuid, card_uuid }) => ({ url: `subscriptions/${encodeURIComponent(uuid)}/card`, method: 'POST', body: { uuid: card_uuid } }),
      invalidatesTags: (result) =>
        result ? [{ type: 'Subscriptions', id: result.uuid }, { type: 'Cards', id: 'LIST' }, ...workspaceTags(result.workspace_id)] : [],
    }),
  }),
});

export const {
  useGetPaymentQuery,
  useInitPaymentMutation,
  usePayWithSavedCardMutation,
  useRequestBankTransferMutation,
  useGetSubscriptionQuery,
  useGetWorkspaceSubscriptionQuery,
  useGetWorkspaceBillingQuery,
  useGetPlanChangePreviewQuery,
  useCreateSubscriptionMutation,
  useCancelScheduledChangeMutation,
  useStartTrialMutation,
  useChangeSubscriptionCardMutation,
} = billingApi;

/** The invoice of a bank-transfer payment, downloaded with the user's token. */
export function invoicePath(paymentUuid: string): string {
  return `payment/${encodeURIComponent(paymentUuid)}/invoice.pdf`;
}
