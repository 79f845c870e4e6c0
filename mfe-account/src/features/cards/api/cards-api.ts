import { apiSlice } from '@stepwise/shared';
import type { Card } from '../../../common/api/account-types';

export const cardsApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    accountCards: builder.query<Card[], void>({
      query: () => 'cards',
      transformResponse: (response: { data: Card[] }) => response.data,
      providesTags: [{ type: 'Cards', id: 'LIST' }],
    }),
    accountUnlinkCard: builder.mutation<void, string>({
      query: (uuid) => ({ url: `cards/${encodeURIComponent(uuid)}`, method: 'DELETE' }),
      // Subscriptions paid with the card change too; a 404 means the list here is out of date.
      invalidatesTags: (_result, error) =>
        !error ? [{ type: 'Subscriptions' }] : error.status === 404 ? [{ type: 'Cards', id: 'LIST' }] : [],
      async onQueryStarted(uuid, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(cardsApi.util.updateQueryData('accountCards', undefined, (cards) => cards.filter((card) => card.uuid !== uuid)));
      },
    }),
  }),
});

export const { useAccountCardsQuery, useAccountUnlinkCardMutation } = cardsApi;
