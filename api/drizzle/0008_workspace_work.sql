CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_on" date,
	"owner_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_key_check" CHECK ("projects"."key" ~ '^[A-Z][A-Z0-9]{1,9}$')
);
--> statement-breakpoint
CREATE TABLE "spheres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spheres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sphere_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stages_state_check" CHECK ("stages"."state" in ('open', 'in_progress', 'paused', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "task_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_activity_kind_check" CHECK ("task_activity"."kind" in ('created', 'updated', 'started', 'paused', 'finished', 'reopened', 'reassigned', 'moved'))
);
--> statement-breakpoint
CREATE TABLE "task_blockers" (
	"task_id" integer NOT NULL,
	"blocker_id" integer NOT NULL,
	CONSTRAINT "task_blockers_pkey" PRIMARY KEY("task_id","blocker_id"),
	CONSTRAINT "task_blockers_not_self_check" CHECK ("task_blockers"."task_id" <> "task_blockers"."blocker_id")
);
--> statement-breakpoint
CREATE TABLE "task_intervals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_intervals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "task_intervals_order_check" CHECK ("task_intervals"."ended_at" is null or "task_intervals"."ended_at" >= "task_intervals"."started_at")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sphere_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"state" text NOT NULL,
	"goal_id" integer,
	"project_id" integer,
	"assignee_id" integer,
	"creator_id" integer,
	"estimate_minutes" integer,
	"complexity" integer,
	"due_on" date,
	"spent_minutes_override" integer,
	"flow_rank" text,
	"stage_rank" text NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_state_check" CHECK ("tasks"."state" in ('open', 'in_progress', 'paused', 'finished')),
	CONSTRAINT "tasks_complexity_check" CHECK ("tasks"."complexity" between 1 and 5),
	CONSTRAINT "tasks_estimate_check" CHECK ("tasks"."estimate_minutes" > 0),
	CONSTRAINT "tasks_finished_check" CHECK (("tasks"."state" = 'finished') = ("tasks"."finished_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spheres" ADD CONSTRAINT "spheres_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_sphere_id_spheres_id_fk" FOREIGN KEY ("sphere_id") REFERENCES "public"."spheres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_blockers" ADD CONSTRAINT "task_blockers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_blockers" ADD CONSTRAINT "task_blockers_blocker_id_tasks_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_intervals" ADD CONSTRAINT "task_intervals_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_intervals" ADD CONSTRAINT "task_intervals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_intervals" ADD CONSTRAINT "task_intervals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_sphere_id_spheres_id_fk" FOREIGN KEY ("sphere_id") REFERENCES "public"."spheres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_workspace_id_idx" ON "goals" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_workspace_id_key_key" ON "projects" USING btree ("workspace_id","key");--> statement-breakpoint
CREATE INDEX "spheres_workspace_id_idx" ON "spheres" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "stages_sphere_id_idx" ON "stages" USING btree ("sphere_id","position");--> statement-breakpoint
CREATE INDEX "task_activity_task_id_idx" ON "task_activity" USING btree ("task_id","at");--> statement-breakpoint
CREATE INDEX "task_blockers_blocker_id_idx" ON "task_blockers" USING btree ("blocker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_intervals_one_active_per_member_key" ON "task_intervals" USING btree ("workspace_id","user_id") WHERE "task_intervals"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "task_intervals_one_open_per_task_key" ON "task_intervals" USING btree ("task_id") WHERE "task_intervals"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "task_intervals_task_id_idx" ON "task_intervals" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_intervals_user_started_idx" ON "task_intervals" USING btree ("workspace_id","user_id","started_at");--> statement-breakpoint
CREATE INDEX "tasks_workspace_id_id_idx" ON "tasks" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "tasks_flow_idx" ON "tasks" USING btree ("workspace_id","assignee_id","flow_rank") WHERE "tasks"."flow_rank" is not null;--> statement-breakpoint
CREATE INDEX "tasks_stage_rank_idx" ON "tasks" USING btree ("stage_id","stage_rank");--> statement-breakpoint
CREATE INDEX "tasks_goal_id_idx" ON "tasks" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "tasks_project_id_idx" ON "tasks" USING btree ("project_id");