CREATE TABLE "sprint_scope_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprint_scope_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sprint_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "sprint_scope_changes_kind_check" CHECK ("sprint_scope_changes"."kind" in ('added', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "sprint_settings" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"length_weeks" integer NOT NULL,
	"start_weekday" text NOT NULL,
	CONSTRAINT "sprint_settings_length_check" CHECK ("sprint_settings"."length_weeks" between 1 and 4),
	CONSTRAINT "sprint_settings_weekday_check" CHECK ("sprint_settings"."start_weekday" in ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'))
);
--> statement-breakpoint
CREATE TABLE "sprint_tasks" (
	"sprint_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"carried_over" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sprint_tasks_pkey" PRIMARY KEY("sprint_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "sprints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"rolled_over_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sprints_dates_check" CHECK ("sprints"."ends_on" >= "sprints"."starts_on"),
	CONSTRAINT "sprints_number_check" CHECK ("sprints"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sprint_scope_changes" ADD CONSTRAINT "sprint_scope_changes_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_scope_changes" ADD CONSTRAINT "sprint_scope_changes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_scope_changes" ADD CONSTRAINT "sprint_scope_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_settings" ADD CONSTRAINT "sprint_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_tasks" ADD CONSTRAINT "sprint_tasks_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_tasks" ADD CONSTRAINT "sprint_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_tasks" ADD CONSTRAINT "sprint_tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprints" ADD CONSTRAINT "sprints_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sprint_scope_changes_sprint_idx" ON "sprint_scope_changes" USING btree ("sprint_id","at");--> statement-breakpoint
CREATE INDEX "sprint_tasks_task_idx" ON "sprint_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprints_workspace_number_key" ON "sprints" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE INDEX "sprints_not_rolled_over_idx" ON "sprints" USING btree ("ends_on") WHERE "sprints"."rolled_over_at" is null;