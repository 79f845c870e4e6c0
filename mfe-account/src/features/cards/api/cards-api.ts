import { cardsApi as sharedCardsApi } from '@stepwise/shared/api';

/** The card list lives in @stepwise/shared (the checkout offers saved cards too); unlinking is the account's own. */
export const cardsApi = sharedCardsApi.injectEndpoints({
  endpoints: (builder) => ({
    accountUnlinkCard: builder.mutation<void, string>({
      query: (uuid) => ({ url: `cards/${encodeURIComponent(uuid)}`, method: 'DELETE' }),
      // Subscriptions paid with the card change too; a 404 means the list here is out of date.
      invalidatesTags: (_result, error) => (!error ? [{ type: 'Subscriptions' }] : error.status === 404 ? [{ type: 'Cards', id: 'LIST' }] : []),
      async onQueryStarted(uuid, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(cardsApi.util.updateQueryData('getCards', undefined, (cards) => cards.filter((card) => card.uuid !== uuid)));
      },
    }),
  }),
});

export const { useAccountUnlinkCardMutation } = cardsApi;
