import { secretHash } from './secrets';

/**
 * How long a just-rotated refresh token may be presented once more and get the same new pair:
 * two tabs (or a retry after a lost answer) refreshing with the same token at once.
 */
export const REFRESH_GRACE_SECONDS = 10;

/** The pair a rotation issued, as the token endpoint answered it. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  scope: string[];
}

interface Rotation {
  clientId: string;
  rotatedAt: number;
  successor: IssuedTokens;
  replayed: boolean;
}

/**
 * The refresh grace window of one identity server. Tokens are stored hashed, so the new pair of a
 * rotation cannot be read back from the database: it is kept here, in memory, for
 * {@link REFRESH_GRACE_SECONDS} after the rotation, keyed by the rotated token's hash. That is a
 * single-process choice, as the sandbox runs one process; a server of several processes would keep
 * it encrypted in the database instead.
 */
export interface RefreshGrace {
  /**
   * Runs `task` once every earlier task for the same refresh token (in this process) has ended, so
   * a second presentation sees the first one's rotation.
   */
  serialize<T>(refreshToken: string, task: () => Promise<T>): Promise<T>;
  /** Remembers the pair that `rotated` was exchanged for by `clientId` at `now`. */
  remember(rotated: string, clientId: string, successor: IssuedTokens, now: Date): void;
  /**
   * The pair of `rotated`'s rotation when `clientId` presents it again within the window for the
   * first time; undefined otherwise (unknown, another client, after the window, or replayed once).
   */
  replayable(rotated: string, clientId: string, now: Date): IssuedTokens | undefined;
  /** Marks `rotated`'s one replay as used. */
  markReplayed(rotated: string): void;
}

export function createRefreshGrace(): RefreshGrace {
  const rotations = new Map<string, Rotation>();
  const queues = new Map<string, Promise<unknown>>();
  const windowMs = REFRESH_GRACE_SECONDS * 1000;

  const forgetOld = (now: number) => {
    for (const [hash, rotation] of rotations) {
      if (now - rotation.rotatedAt >= windowMs) rotations.delete(hash);
    }
  };

  return {
    serialize(refreshToken, task) {
      const hash = secretHash(refreshToken);
      const previous = queues.get(hash) ?? Promise.resolve();
      const run = previous.then(task, task);
      const settled = run.catch(() => undefined);
      queues.set(hash, settled);
      void settled.then(() => {
        if (queues.get(hash) === settled) queues.delete(hash);
      });
      return run;
    },

    remember(rotated, clientId, successor, now) {
      forgetOld(now.getTime());
      rotations.set(secretHash(rotated), { clientId, rotatedAt: now.getTime(), successor, replayed: false });
    },

    replayable(rotated, clientId, now) {
      const rotation = rotations.get(secretHash(rotated));
      if (!rotation || rotation.replayed || rotation.clientId !== clientId) return undefined;
      const age = now.getTime() - rotation.rotatedAt;
      return age >= 0 && age < windowMs ? rotation.successor : undefined;
    },

    markReplayed(rotated) {
      const rotation = rotations.get(secretHash(rotated));
      if (rotation) rotation.replayed = true;
    },
  };
}
