import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { AppInfoResolver } from './app-info.resolver';
import { presentAppInfo } from './app-info.presenter';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AuthService } from './auth.service';
import { HttpSession } from './http-session.entity';
import { LoginThrottle } from './login-throttle';
import { KeptSessions } from './kept-sessions';
import { SessionStore, type SessionLifetimes } from './session.store';
import { SESSION_ABSOLUTE_DEFAULT_HOURS } from '@vdp/shared/settings/settings-catalogue';
import { AccountService } from './account.service';
import { SetPasswordTokens } from './set-password-token';

const HOUR_MS = 3_600_000;

/** Signing in and out (with the demo accounts of demo mode), sessions, and the accounts approved applicants get (spec 000 §2.2, §6). */
export const authModule = defineModule({
  name: 'auth',
  entities: [HttpSession],
  resolvers: [AuthResolver, AppInfoResolver],
  routes: authRoutes,
  keptQueries: { appInfo: { clearedBy: [] } }, // fixed for the process's life
  create: ({ orm, env, secret, mailer, rateLimits, settings, events }: Core) => {
    const lifetimes = async (): Promise<SessionLifetimes> => {
      const snapshot = await settings.snapshot();
      return {
        idleMs: snapshot.number('security.session_ttl_hours', env.sessionTtlHours) * HOUR_MS,
        absoluteMs: snapshot.number('security.session_absolute_hours', SESSION_ABSOLUTE_DEFAULT_HOURS) * HOUR_MS,
      };
    };
    const initial = { idleMs: env.sessionTtlHours * HOUR_MS, absoluteMs: SESSION_ABSOLUTE_DEFAULT_HOURS * HOUR_MS };
    const sessions = new SessionStore(orm, secret, lifetimes, initial, new KeptSessions(events));
    const throttle = new LoginThrottle(rateLimits, {
      maxPerUsername: env.loginMaxFailuresPerUsername,
      maxPerClient: env.loginMaxFailuresPerClient,
      windowMs: env.loginWindowMinutes * 60_000,
    });
    const purge = setInterval(() => void sessions.purgeExpired().catch(() => undefined), 3_600_000);
    purge.unref();
    const accounts = new AccountService(mailer, new SetPasswordTokens(secret), env.publicUrl, sessions);
    return { sessions, auth: new AuthService(sessions, throttle), accounts, appInfo: presentAppInfo(env), purge };
  },
  stop: async ({ purge }) => clearInterval(purge),
});
