// Types for csp.mjs (plain JavaScript so that Next can load the page-cache handler uncompiled).
export declare const VIDEO_FRAME_SOURCES: string[];
export declare const BLOB_IMAGE_SOURCE: string;
export declare const SONNER_STYLE_HASH: string;
export declare function embedsVideo(pathname: string): boolean;
export declare function pagePolicy(options: { scripts: string[]; styles?: string[]; frames?: boolean; dialogs?: boolean; blobImages?: boolean }): string;
export declare function policyOptionsFromEnv(env?: Record<string, string | undefined>): { blobImages: boolean };
export declare function inlineScriptHashes(html: string): string[];
export declare function prerenderedPagePolicy(html: string, pathname: string, env?: Record<string, string | undefined>): string;
export declare function noncePagePolicy(nonce: string, pathname: string, env?: Record<string, string | undefined>): string;
export declare const EMPTY_STYLE_HASH: string;
export declare function scrollLockStyle(gap: number): string;
export declare const SCROLL_LOCK_GAPS: number[];
export declare function hasDialogs(pathname: string): boolean;
