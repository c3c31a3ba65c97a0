/**
 * API keys (issue 14 §3): what the api and the admin page agree on. A key is
 * `vdp_<prefix>_<secret>`: the prefix (public, shown in lists) finds the row, the secret
 * (never stored, only its SHA-256) proves it.
 */
export const API_KEY_LIMITS = { name: 100 } as const;

/** `vdp_` + 12 hex characters of prefix + `_` + 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^vdp_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
