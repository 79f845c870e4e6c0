CREATE TABLE "card_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"detached_subscriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_events_event_check" CHECK ("card_events"."event" in ('unlinked'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "cards_brand_check" CHECK ("cards"."brand" in ('visa', 'mastercard', 'mir', 'unknown')),
	CONSTRAINT "cards_last4_check" CHECK ("cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_exp_month_check" CHECK ("cards"."exp_month" between 1 and 12),
	CONSTRAINT "cards_exp_year_check" CHECK ("cards"."exp_year" between 2000 and 2999)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "feedback_lang_check" CHECK ("feedback"."lang" in ('ru', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text NOT NULL,
	"rate" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'authorized', 'charged', 'cancelled', 'declined', 'cancel_pending', 'confirm_pending')),
	CONSTRAINT "payments_payment_type_check" CHECK ("payments"."payment_type" in ('annual', 'monthly')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('RUB'))
);
--> statement-breakpoint
CREATE TABLE "plan_features" (
	"plan_code" text NOT NULL,
	"code" text NOT NULL,
	"capacity_from" integer NOT NULL,
	"capacity_to" integer,
	"unit" text,
	CONSTRAINT "plan_features_pkey" PRIMARY KEY("plan_code","code"),
	CONSTRAINT "plan_features_code_check" CHECK ("plan_features"."code" in ('members', 'projects', 'kb_pages', 'storage')),
	CONSTRAINT "plan_features_capacity_check" CHECK ("plan_features"."capacity_from" >= 0 and ("plan_features"."capacity_to" is null or "plan_features"."capacity_to" >= "plan_features"."capacity_from")),
	CONSTRAINT "plan_features_unit_check" CHECK (("plan_features"."code" = 'storage' and "plan_features"."unit" in ('mb', 'gb')) or ("plan_features"."code" <> 'storage' and "plan_features"."unit" is null))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"description_en" text NOT NULL,
	"price_type" text NOT NULL,
	"price_monthly" integer NOT NULL,
	"price_annual" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plans_code_check" CHECK ("plans"."code" in ('free', 'flex', 'start', 'pro', 'premium', 'corporate')),
	CONSTRAINT "plans_price_type_check" CHECK ("plans"."price_type" in ('per_member_month', 'monthly')),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" in ('RUB')),
	CONSTRAINT "plans_prices_check" CHECK ("plans"."price_monthly" >= 0 and "plans"."price_annual" = 10 * "plans"."price_monthly")
);
--> statement-breakpoint
CREATE TABLE "workspace_member_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspace_member_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "workspace_member_events_status_check" CHECK ("workspace_member_events"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workspace_members_pkey" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('admin', 'member')),
	CONSTRAINT "workspace_members_status_check" CHECK ("workspace_members"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"department" text NOT NULL,
	"custom_department" text,
	"team_size" text NOT NULL,
	"creator_role" text NOT NULL,
	"plan_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_domain_check" CHECK ("workspaces"."domain" ~ '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$'),
	CONSTRAINT "workspaces_department_check" CHECK ("workspaces"."department" in ('software', 'web_agency', 'marketing', 'outsource', 'product', 'smm', 'hr', 'design', 'sales', 'finance', 'ecommerce', 'games', 'education', 'entertainment', 'consulting', 'health', 'non_commercial', 'personal', 'other')),
	CONSTRAINT "workspaces_custom_department_check" CHECK (("workspaces"."department" = 'other') = ("workspaces"."custom_department" is not null)),
	CONSTRAINT "workspaces_team_size_check" CHECK ("workspaces"."team_size" in ('0', '5', '6-15', '16-30', '31-50', '50')),
	CONSTRAINT "workspaces_creator_role_check" CHECK ("workspaces"."creator_role" in ('top_manager', 'project_manager', 'team_lead', 'member', 'contractor', 'entrepreneur', 'student', 'other'))
);
--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_card_uuid_cards_uuid_fk" FOREIGN KEY ("card_uuid") REFERENCES "public"."cards"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rate_plans_code_fk" FOREIGN KEY ("rate") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_features" ADD CONSTRAINT "plan_features_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_member_events" ADD CONSTRAINT "workspace_member_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_member_events" ADD CONSTRAINT "workspace_member_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_events_card_uuid_idx" ON "card_events" USING btree ("card_uuid");--> statement-breakpoint
CREATE INDEX "cards_user_id_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_workspace_id_idx" ON "payments" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_position_key" ON "plans" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_recommended_key" ON "plans" USING btree ("recommended") WHERE "plans"."recommended";--> statement-breakpoint
CREATE INDEX "workspace_member_events_workspace_id_at_idx" ON "workspace_member_events" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE INDEX "workspace_members_user_id_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_domain_lower_key" ON "workspaces" USING btree (lower("domain"));--> statement-breakpoint
INSERT INTO "plans" ("code", "position", "name_ru", "name_en", "description_ru", "description_en", "price_type", "price_monthly", "price_annual", "currency", "recommended") VALUES
	('free', 1, 'Бесплатный', 'Free', 'Для знакомства со Stepwise и небольших личных проектов.', 'To get to know Stepwise, and for small personal projects.', 'monthly', 0, 0, 'RUB', false),
	('flex', 2, 'Гибкий', 'Flex', 'Возможности тарифа Про с оплатой за каждого активного участника — для команд, чей состав часто меняется.', 'The capacity of Pro, paid per active member: for teams whose line-up changes often.', 'per_member_month', 390, 3900, 'RUB', false),
	('start', 3, 'Старт', 'Start', 'Для небольших команд, которые переходят на прогнозируемые сроки.', 'For small teams moving to predictable deadlines.', 'monthly', 1490, 14900, 'RUB', false),
	('pro', 4, 'Про', 'Pro', 'Для растущих команд: спринты, база знаний и учёт времени без тесных лимитов.', 'For growing teams: sprints, a knowledge base and time tracking without tight limits.', 'monthly', 3990, 39900, 'RUB', true),
	('premium', 5, 'Премиум', 'Premium', 'Для отделов и нескольких команд в одном пространстве.', 'For departments and several teams in one workspace.', 'monthly', 8990, 89900, 'RUB', false),
	('corporate', 6, 'Корпоративный', 'Corporate', 'Без ограничений — для больших организаций.', 'No limits, for large organisations.', 'monthly', 24990, 249900, 'RUB', false)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "plan_features" ("plan_code", "code", "capacity_from", "capacity_to", "unit") VALUES
	('free', 'members', 1, 3, NULL),
	('free', 'projects', 0, 2, NULL),
	('free', 'kb_pages', 0, 50, NULL),
	('free', 'storage', 0, 500, 'mb'),
	('flex', 'members', 1, NULL, NULL),
	('flex', 'projects', 0, 50, NULL),
	('flex', 'kb_pages', 0, 2000, NULL),
	('flex', 'storage', 0, 50, 'gb'),
	('start', 'members', 1, 10, NULL),
	('start', 'projects', 0, 10, NULL),
	('start', 'kb_pages', 0, 500, NULL),
	('start', 'storage', 0, 10, 'gb'),
	('pro', 'members', 1, 30, NULL),
	('pro', 'projects', 0, 50, NULL),
	('pro', 'kb_pages', 0, 2000, NULL),
	('pro', 'storage', 0, 50, 'gb'),
	('premium', 'members', 1, 100, NULL),
	('premium', 'projects', 0, 200, NULL),
	('premium', 'kb_pages', 0, 10000, NULL),
	('premium', 'storage', 0, 200, 'gb'),
	('corporate', 'members', 0, NULL, NULL),
	('corporate', 'projects', 0, NULL, NULL),
	('corporate', 'kb_pages', 0, NULL, NULL),
	('corporate', 'storage', 0, NULL, 'gb')
ON CONFLICT DO NOTHING;
