// Types for csp.mjs (plain JavaScript so that Next can load the page-cache handler uncompiled).
export declare const SONNER_STYLE_HASH: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function prerenderedPagePolicy(html: string, pathname: string, env?: Record<string, string | undefined>): string;
export declare function noncePagePolicy(nonce: string, pathname: string, env?: Record<string, string | undefined>): string;
export declare const EMPTY_STYLE_HASH: string;
export declare function scrollLockStyle(gap: number): string;
export declare const SCROLL_LOCK_GAPS: number[];
