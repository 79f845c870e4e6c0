ALTER TABLE "task_intervals" ADD COLUMN "source" text DEFAULT 'timer' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_intervals" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "task_intervals" ADD CONSTRAINT "task_intervals_source_check" CHECK ("task_intervals"."source" in ('timer', 'manual'));