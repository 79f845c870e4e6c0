export type { PaymentMethod, PaymentRow, PaymentStatus, PaymentType, PlanCode, TransitionSource } from '../../../db/schema/index.js';
