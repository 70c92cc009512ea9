import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SelfUser } from '../../../api/types';
import type { ActorAbilities } from '@domain/users/actorAbilities';
import type { Actor } from '@domain/users/actor';
import { checkToken, signOut } from '../api/auth';
import { setUnauthorizedHandler, tokenStore } from '../api/client';
import { useMe } from '../api/users';

/** Token checks: at start, then every 5 minutes. */
export const TOKEN_CHECK_MS = 300_000;
/** Reasons the sign-in page does not repeat. */
const SILENT_REASONS = new Set(['LOGIN_REQUIRED', 'NO_TOKEN']);

interface Session {
  token: string | null;
  /** Where the shell sends the user once the session has ended (the sign-in page, with the reason). */
  exitTo: string | null;
  me: SelfUser | undefined;
  /** Who is signed in (identity, antenna and rights as data: the screens' defaults). */
  actor: Actor | undefined;
  /** What the signed-in person may do across the product, as the server judged it: the screens show exactly these. */
  abilities: ActorAbilities | undefined;
  startSession(token: string): void;
  endSession(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The sign-in page, keeping where the user was and why they are sent back. */
export function loginPath(redirect: string, reason?: { code: string; message: string }): string {
  const params = new URLSearchParams();
  if (redirect && redirect !== '/' && !redirect.startsWith('/auth')) params.set('redirect', redirect);
  if (reason && !SILENT_REASONS.has(reason.code)) params.set('reason', reason.message);
  const query = params.toString();
  return `/auth/login${query ? `?${query}` : ''}`;
}

/** Holds the token and the signed-in user; a refused token (401, failed check) ends the session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [{ token, exitTo }, setState] = useState<{ token: string | null; exitTo: string | null }>(() => ({
    token: tokenStore.get(),
    exitTo: null,
  }));
  const queryClient = useQueryClient();
  const me = useMe(!!token);

  // The shell's guard is the one place that redirects: the session only says where to.
  const leave = useCallback(
    (to: string) => {
      tokenStore.clear();
      queryClient.clear();
      setState({ token: null, exitTo: to });
    },
    [queryClient],
  );

  const expire = useCallback(
    (reason: { code: string; message: string }) => {
      if (!tokenStore.get() && window.location.pathname.startsWith('/auth')) return;
      leave(loginPath(window.location.pathname + window.location.search + window.location.hash, reason));
    },
    [leave],
  );

  useEffect(() => setUnauthorizedHandler((error) => expire({ code: error.code, message: error.message })), [expire]);

  useEffect(() => {
    if (!token) return;
    const check = () =>
      checkToken(token)
        .then((result) => {
          if (!result.valid) expire({ code: result.reason ?? 'INVALID_TOKEN', message: result.message ?? '' });
        })
        .catch((error: unknown) => console.error('Vérification du jeton impossible', error));
    void check();
    const timer = setInterval(() => void check(), TOKEN_CHECK_MS);
    return () => clearInterval(timer);
  }, [token, expire]);

  const session = useMemo<Session>(
    () => ({
      token,
      exitTo,
      me: me.data,
      actor: me.data ? actorOf(me.data) : undefined,
      abilities: me.data?.actor_abilities,
      startSession(next) {
        tokenStore.set(next);
        setState({ token: next, exitTo: null });
      },
      async endSession() {
        if (token) await signOut(token).catch((error: unknown) => console.error('Déconnexion côté serveur impossible', error));
        leave('/auth/login');
      },
    }),
    [token, exitTo, me.data, leave],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in user as an actor: who they are, their antenna and their rights. */
const actorOf = (me: SelfUser): Actor => ({ id: me._id, habilitation: me.habilitation, rights: me.rights, antenna_id: me.antenna_id });

/** The current session. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
