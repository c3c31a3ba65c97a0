/**
 * The browser fingerprint sent as X-Browser-Fingerprint (spec 000 §7.1): the first 32 characters
 * of the base64 of user agent, language, screen size, timezone offset and a canvas rendering
 * (without canvas the same minus that part); `fallback_fingerprint` when any of it fails.
 */
export const FALLBACK_FINGERPRINT = 'fallback_fingerprint';
export const FINGERPRINT_HEADER = 'X-Browser-Fingerprint';

export interface FingerprintSources {
  userAgent: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  timezoneOffset: number;
  /** A data URL of a small canvas drawing, or null when canvas is unavailable. */
  renderCanvas: () => string | null;
  encodeBase64: (text: string) => string;
}

export function computeFingerprint(sources: FingerprintSources): string {
  try {
    const parts: string[] = [
      sources.userAgent,
      sources.language,
      `${sources.screenWidth}x${sources.screenHeight}`,
      String(sources.timezoneOffset),
    ];
    const canvas = sources.renderCanvas();
    if (canvas !== null) parts.push(canvas);
    return sources.encodeBase64(parts.join('|')).slice(0, 32);
  } catch {
    return FALLBACK_FINGERPRINT;
  }
}

function renderCanvas(): string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.textBaseline = 'top';
  context.font = '14px Arial';
  context.fillText('Browser fingerprint', 2, 2);
  return canvas.toDataURL();
}

/** Reads the live browser; throws outside a browser, which computeFingerprint turns into the fallback. */
export function browserSources(): FingerprintSources {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    timezoneOffset: new Date().getTimezoneOffset(),
    renderCanvas,
    encodeBase64: (text) => window.btoa(text),
  };
}

let cached: string | undefined;

/** Computed once per page load. */
export function getFingerprint(): string {
  if (cached === undefined) {
    try {
      cached = computeFingerprint(browserSources());
    } catch {
      cached = FALLBACK_FINGERPRINT;
    }
  }
  return cached;
}
