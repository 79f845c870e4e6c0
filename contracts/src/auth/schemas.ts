import { Type, type Static } from 'typebox';
import { AuthResponse, EmailField, NameField } from '../common/schemas.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { userLangs } from '../users/enums.js';
import { PASSWORD_MAX_LENGTH, REGISTRATION_PASSWORD_MIN_LENGTH } from './limits.js';
import { PROOF_OF_WORK_ALGORITHM, PROOF_OF_WORK_MAX_DIFFICULTY, PROOF_OF_WORK_SOLUTION_PATTERN } from './proof-of-work.js';

export const RegisterBody = Type.Object({
  first_name: NameField,
  last_name: NameField,
  email: EmailField,
  password: Type.String({
    minLength: REGISTRATION_PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'At least 6 characters',
  }),
  password_confirmation: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: 'Equal to password' }),
  lang: Type.Optional(Type.Enum(userLangs, { description: 'Language of the emails and the interface; from Accept-Language when absent' })),
  accept: Type.Literal(true, { description: 'The privacy policy and terms are accepted' }),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** A solved sign-in challenge (auth/proof-of-work.ts), sent with the attempt after proof_of_work_required. */
export const ProofOfWorkSolution = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'proof_of_work.token of the proof_of_work_required answer' }),
    solution: Type.String({
      pattern: PROOF_OF_WORK_SOLUTION_PATTERN,
      description: 'A string whose SHA-256 of `<token>:<solution>` starts with `difficulty` zero bits',
    }),
  },
  { title: 'ProofOfWorkSolution' },
);
export type ProofOfWorkSolution = Static<typeof ProofOfWorkSolution>;

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  proof_of_work: Type.Optional(ProofOfWorkSolution),
});
export type LoginBody = Static<typeof LoginBody>;

/** The account's token, and when another activation code may be asked for (the first was just sent). */
export const RegisterResponse = Type.Object(
  {
    ...AuthResponse.properties,
    resend_available_in: Type.Integer({
      minimum: 0,
      description: 'Seconds until another activation code can be requested',
    }),
  },
  { title: 'RegisterResponse' },
);
export type RegisterResponse = Static<typeof RegisterResponse>;

/** A challenge to solve before the next sign-in attempt (the `proof_of_work` of proof_of_work_required). */
export const ProofOfWorkChallenge = Type.Object(
  {
    token: Type.String({ description: 'Signed by the API; valid for this client address, once' }),
    algorithm: Type.Literal(PROOF_OF_WORK_ALGORITHM),
    difficulty: Type.Integer({
      minimum: 1,
      maximum: PROOF_OF_WORK_MAX_DIFFICULTY,
      description: 'Leading zero bits the SHA-256 must have; grows with the wrong passwords sent from the address',
    }),
    expires_in: Type.Integer({ minimum: 1, description: 'Seconds the challenge stays valid' }),
  },
  { title: 'ProofOfWorkChallenge' },
);
export type ProofOfWorkChallenge = Static<typeof ProofOfWorkChallenge>;

/** Why the proof sent with the attempt was not accepted: it does not solve the challenge, it is too old, or it was used. */
export const proofOfWorkRejections = ['wrong', 'expired', 'used'] as const;
export type ProofOfWorkRejection = (typeof proofOfWorkRejections)[number];

/** What a 429 proof_of_work_required adds to the error body. */
export const ProofOfWorkRequiredDetails = Type.Object(
  {
    proof_of_work: ProofOfWorkChallenge,
    proof_of_work_rejected: Type.Optional(Type.Enum(proofOfWorkRejections, { description: 'Set when the attempt carried a proof that was not accepted' })),
  },
  { title: 'ProofOfWorkRequiredDetails' },
);
export type ProofOfWorkRequiredDetails = Static<typeof ProofOfWorkRequiredDetails>;
