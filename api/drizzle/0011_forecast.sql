CREATE TABLE "days_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "days_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"kind" text NOT NULL,
	"part_from" text,
	"part_to" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "days_off_order_check" CHECK ("days_off"."to_day" >= "days_off"."from_day"),
	CONSTRAINT "days_off_kind_check" CHECK ("days_off"."kind" in ('vacation', 'sick_leave', 'other')),
	CONSTRAINT "days_off_part_check" CHECK (("days_off"."part_from" is null) = ("days_off"."part_to" is null))
);
--> statement-breakpoint
CREATE TABLE "forecast_versions" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_schedules" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"time_zone" text NOT NULL,
	"week" jsonb NOT NULL,
	CONSTRAINT "member_schedules_pkey" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_forecast_outcomes" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"p50" timestamp with time zone NOT NULL,
	"p85" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "task_forecast_outcomes_outcome_check" CHECK ("task_forecast_outcomes"."outcome" in ('by_p50', 'by_p85', 'after_p85'))
);
--> statement-breakpoint
CREATE TABLE "task_forecast_snapshots" (
	"task_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"p50" timestamp with time zone NOT NULL,
	"p85" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_forecast_snapshots_pkey" PRIMARY KEY("task_id","day")
);
--> statement-breakpoint
CREATE TABLE "workspace_calendars" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"country" text,
	"holidays" jsonb NOT NULL,
	"working_days" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_schedules" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"week" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_versions" ADD CONSTRAINT "forecast_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_schedules" ADD CONSTRAINT "member_schedules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_schedules" ADD CONSTRAINT "member_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forecast_outcomes" ADD CONSTRAINT "task_forecast_outcomes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forecast_outcomes" ADD CONSTRAINT "task_forecast_outcomes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forecast_outcomes" ADD CONSTRAINT "task_forecast_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forecast_snapshots" ADD CONSTRAINT "task_forecast_snapshots_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forecast_snapshots" ADD CONSTRAINT "task_forecast_snapshots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forecast_snapshots" ADD CONSTRAINT "task_forecast_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_calendars" ADD CONSTRAINT "workspace_calendars_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_schedules" ADD CONSTRAINT "workspace_schedules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "days_off_member_idx" ON "days_off" USING btree ("workspace_id","user_id","from_day");--> statement-breakpoint
CREATE INDEX "task_forecast_outcomes_workspace_idx" ON "task_forecast_outcomes" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "task_forecast_snapshots_workspace_idx" ON "task_forecast_snapshots" USING btree ("workspace_id");