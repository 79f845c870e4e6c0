import { and, eq, sql } from 'drizzle-orm';
import { sqlState, UNIQUE_VIOLATION, type Database } from '../../db/database.js';
import { userIdentities, users, type User, type UserLang } from '../../db/schema/index.js';
import { normalizeEmail } from '../users/index.js';
import { revokeUserAccessTokens } from '../../platform/access-tokens/access-token-repository.js';
import type { OidcIdentity } from './oidc/oidc-provider.js';

const NAME_MAX_LENGTH = 100;

function namesOf(identity: OidcIdentity, email: string): { firstName: string; lastName: string } {
  const firstName = identity.givenName ?? identity.name ?? email.split('@')[0] ?? '';
  return { firstName: firstName.slice(0, NAME_MAX_LENGTH), lastName: (identity.familyName ?? '').slice(0, NAME_MAX_LENGTH) };
}

async function signIn(db: Database, provider: string, identity: OidcIdentity, lang: UserLang, now: Date): Promise<User> {
  const email = normalizeEmail(identity.email);
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users, identityId: userIdentities.id })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)));
    if (linked) {
      await tx.update(userIdentities).set({ email, lastLoginAt: now }).where(eq(userIdentities.id, linked.identityId));
      return linked.user;
    }

    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    let user: User;
    if (existing?.status === 'new') {
      // The provider vouches for the mailbox, which is all activation proves. Whoever registered the
      // unconfirmed account never proved it, so their password and sessions go (pre-hijacking defence);
      // the owner can set a password through recovery.
      [user] = (await tx.update(users).set({ status: 'active', passwordHash: null }).where(eq(users.id, existing.id)).returning()) as [User];
      await revokeUserAccessTokens(tx, existing.id, now);
    } else if (existing) {
      user = existing;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...namesOf(identity, email), email, passwordHash: null, status: 'active', lang })
        .returning();
      user = created!;
    }
    await tx.insert(userIdentities).values({
      userId: user.id,
      provider,
      subject: identity.subject,
      email,
      createdAt: now,
      lastLoginAt: now,
    });
    return user;
  });
}

/**
 * The user an external identity signs in as: the one already linked to it; else the user with its
 * (verified) email, now linked; else a new active user made from the claims. Two first sign-ins racing
 * each other collide on a unique index, and the loser simply runs again and finds the winner's rows.
 */
export async function signInWithIdentity(db: Database, provider: string, identity: OidcIdentity, lang: UserLang, now: Date): Promise<User> {
  try {
    return await signIn(db, provider, identity, lang, now);
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    return signIn(db, provider, identity, lang, now);
  }
}
