import { apiSlice } from '../api/api-slice';
import type { CardList } from '@stepwise/contracts';
import type { Card } from './billing-types';

/** The signed-in user's saved cards: the account's card list and the checkout's saved-card choice. */
export const cardsApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    getCards: builder.query<Card[], void>({
      query: () => 'cards',
      transformResponse: (response: CardList) => response.data,
      providesTags: [{ type: 'Cards', id: 'LIST' }],
    }),
  }),
});

export const { useGetCardsQuery } = cardsApi;
