import { Type, type Static } from 'typebox';
import { InstantField } from './common-work-schemas.js';
import { PROJECT_KEY_PATTERN, PROJECT_NAME_MAX_LENGTH } from './work-limits.js';

export const ProjectResponse = Type.Object(
  {
    id: Type.Integer(),
    workspace_id: Type.Integer(),
    name: Type.String(),
    /** Unique in the workspace, upper case. */
    key: Type.String(),
    archived: Type.Boolean(),
    task_count: Type.Integer({ minimum: 0 }),
    finished_count: Type.Integer({ minimum: 0 }),
    created_at: InstantField,
  },
  { title: 'Project' },
);
export type ProjectResponse = Static<typeof ProjectResponse>;
export const ProjectEnvelope = Type.Object({ data: ProjectResponse }, { title: 'ProjectEnvelope' });
export const ProjectListResponse = Type.Object({ data: Type.Array(ProjectResponse) }, { title: 'ProjectList' });
export type ProjectListResponse = Static<typeof ProjectListResponse>;

const ProjectName = Type.String({ minLength: 1, maxLength: PROJECT_NAME_MAX_LENGTH, description: 'Trimmed; required' });
const ProjectKey = Type.String({ pattern: PROJECT_KEY_PATTERN, description: 'Upper case; absent: derived from the name' });

export const CreateProjectBody = Type.Object({ name: ProjectName, key: Type.Optional(ProjectKey) }, { additionalProperties: false });
export type CreateProjectBody = Static<typeof CreateProjectBody>;

export const UpdateProjectBody = Type.Object(
  { name: Type.Optional(ProjectName), key: Type.Optional(ProjectKey), archived: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type UpdateProjectBody = Static<typeof UpdateProjectBody>;
