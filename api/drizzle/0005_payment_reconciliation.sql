CREATE TABLE "capture_reversals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capture_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"payment_uuid" uuid,
	"invoice_id" text,
	"account_id" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"refund_transaction_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "capture_reversals_transaction_id_key" UNIQUE("transaction_id"),
	CONSTRAINT "capture_reversals_action_check" CHECK ("capture_reversals"."action" in ('void', 'refund')),
	CONSTRAINT "capture_reversals_reason_check" CHECK ("capture_reversals"."reason" in ('duplicate', 'late', 'wrong_amount', 'wrong_account', 'wrong_currency', 'unknown_invoice')),
	CONSTRAINT "capture_reversals_status_check" CHECK ("capture_reversals"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "capture_reversals_source_check" CHECK ("capture_reversals"."source" in ('user', 'notification', 'job', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "payment_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payment_uuid" uuid,
	"transaction_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_alerts_dedupe_key_key" UNIQUE("dedupe_key"),
	CONSTRAINT "payment_alerts_kind_check" CHECK ("payment_alerts"."kind" in ('notification_mismatch', 'reversal_failed', 'capture_missing'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "three_ds_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capture_reversals" ADD CONSTRAINT "capture_reversals_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_alerts" ADD CONSTRAINT "payment_alerts_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_reversals_payment_uuid_idx" ON "capture_reversals" USING btree ("payment_uuid");--> statement-breakpoint
CREATE INDEX "capture_reversals_status_idx" ON "capture_reversals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_alerts_created_at_idx" ON "payment_alerts" USING btree ("created_at");