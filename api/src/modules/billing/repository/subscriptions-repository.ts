/** The row types billing's services work with; the queries that read and write them move here next. */
export type { PaymentRow, SubscriptionRow } from '../../../db/schema/index.js';
