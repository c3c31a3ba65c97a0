/** The api's notice settings (issue 18 §3, ADR 30). */

/** At most one e-mail per dealer and auction within this window. */
export const NOTICE_MAIL_WINDOW_SECONDS = 5 * 60;
/** "About to end": an active auction ending within this window. */
export const ENDING_SOON_SECONDS = 15 * 60;
/** How often each process runs the sweep (ending soon, e-mails no process took). */
export const NOTICE_SWEEP_INTERVAL_MS = 15_000;
/** A notice still waiting for its e-mail after this long was missed by the process that wrote it. */
export const MAIL_STRAGGLER_MS = 60_000;
/** The topic of a new notice: published by the database trigger when its row commits. */
export const NOTICE_TOPIC = 'auction-notices.created';
/** The web page listing a dealer's notices (e-mails link to it). */
export const NOTICES_PATH = '/dealer-notices';

/** A clock: injected so that tests move time instead of waiting. */
export type Clock = () => Date;

/**
 * The notices' clock: the system's, moved forward only by tests (`shift`) to pass the 5-minute
 * e-mail window or reach an auction's last 15 minutes without waiting.
 */
export class NoticeClock {
  private offsetMs = 0;
  readonly now: Clock = () => new Date(Date.now() + this.offsetMs);

  shift(ms: number): void {
    this.offsetMs += ms;
  }
}
