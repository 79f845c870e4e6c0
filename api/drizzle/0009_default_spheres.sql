-- Every workspace created before spheres existed gets the one a new workspace starts with: "Общее" /
-- "General" with the four default stages (contracts/src/work/default-stages.ts as of this migration),
-- named in the language of its earliest member (its creator).
WITH "missing" AS (
	SELECT "w"."id" AS "workspace_id",
		COALESCE((
			SELECT "u"."lang" FROM "workspace_members" "m" JOIN "users" "u" ON "u"."id" = "m"."user_id"
			WHERE "m"."workspace_id" = "w"."id"
			ORDER BY "m"."joined_at", ("m"."role" <> 'admin'), "m"."user_id"
			LIMIT 1
		), 'ru') AS "lang"
	FROM "workspaces" "w"
	WHERE NOT EXISTS (SELECT 1 FROM "spheres" "s" WHERE "s"."workspace_id" = "w"."id")
), "created" AS (
	INSERT INTO "spheres" ("workspace_id", "name", "position")
	SELECT "workspace_id", CASE "lang" WHEN 'en' THEN 'General' ELSE 'Общее' END, 0 FROM "missing"
	RETURNING "id", "workspace_id"
)
INSERT INTO "stages" ("sphere_id", "workspace_id", "name", "state", "position")
SELECT "created"."id", "created"."workspace_id", CASE "missing"."lang" WHEN 'en' THEN "d"."name_en" ELSE "d"."name_ru" END, "d"."state", "d"."position"
FROM "created"
JOIN "missing" ON "missing"."workspace_id" = "created"."workspace_id"
CROSS JOIN (VALUES
	(0, 'open', 'К выполнению', 'To do'),
	(1, 'in_progress', 'В работе', 'In progress'),
	(2, 'paused', 'На паузе', 'Paused'),
	(3, 'finished', 'Готово', 'Done')
) AS "d" ("position", "state", "name_ru", "name_en");
