CREATE TABLE "bank_transfer_invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"payment_uuid" uuid NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_transfer_invoices_payment_uuid_key" UNIQUE("payment_uuid")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_uuid" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_transitions_source_check" CHECK ("payment_transitions"."source" in ('user', 'notification', 'job', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "provider_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payment_uuid" uuid,
	"body_hash" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_uuid" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_events_source_check" CHECK ("subscription_events"."source" in ('user', 'notification', 'job', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone,
	"trial_started_at" timestamp with time zone,
	"trial_reminder_sent_at" timestamp with time zone,
	"card_uuid" uuid,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trial', 'active', 'past_due', 'cancelled', 'expired')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period" in ('annual', 'monthly')),
	CONSTRAINT "subscriptions_retry_count_check" CHECK ("subscriptions"."retry_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_uuid" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason_code" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_uuid" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "three_ds_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfer_invoices" ADD CONSTRAINT "bank_transfer_invoices_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transitions" ADD CONSTRAINT "payment_transitions_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_notifications" ADD CONSTRAINT "provider_notifications_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_uuid_subscriptions_uuid_fk" FOREIGN KEY ("subscription_uuid") REFERENCES "public"."subscriptions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_plans_code_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_card_uuid_cards_uuid_fk" FOREIGN KEY ("card_uuid") REFERENCES "public"."cards"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_invoices_year_seq_key" ON "bank_transfer_invoices" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "payment_transitions_payment_uuid_idx" ON "payment_transitions" USING btree ("payment_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_notifications_transaction_id_kind_key" ON "provider_notifications" USING btree ("transaction_id","kind");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_uuid_idx" ON "subscription_events" USING btree ("subscription_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_workspace_id_live_key" ON "subscriptions" USING btree ("workspace_id") WHERE "subscriptions"."status" in ('trial', 'active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_workspace_id_trial_key" ON "subscriptions" USING btree ("workspace_id") WHERE "subscriptions"."trial_started_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_card_uuid_idx" ON "subscriptions" USING btree ("card_uuid");--> statement-breakpoint
CREATE INDEX "subscriptions_status_current_period_end_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_uuid_subscriptions_uuid_fk" FOREIGN KEY ("subscription_uuid") REFERENCES "public"."subscriptions"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_uuid_cards_uuid_fk" FOREIGN KEY ("card_uuid") REFERENCES "public"."cards"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_id_idempotency_key_key" ON "payments" USING btree ("user_id","idempotency_key") WHERE "payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_open_checkout_idx" ON "payments" USING btree ("user_id","workspace_id","rate","payment_type") WHERE "payments"."status" = 'pending' and "payments"."method" = 'card' and "payments"."source" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_key" ON "payments" USING btree ("subscription_uuid","period_start","attempt") WHERE "payments"."source" = 'job';--> statement-breakpoint
CREATE INDEX "payments_subscription_uuid_idx" ON "payments" USING btree ("subscription_uuid");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('user', 'job'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decline_reason_check" CHECK ("payments"."decline_reason" in ('insufficient_funds', 'do_not_honor', 'three_ds_failed', 'declined'));