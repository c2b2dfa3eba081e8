// Types for first-paint-boot.mjs.
export declare const HERO_WAIT_MS: number;
export declare const START_AT_LATEST_MS: number;
export declare const REPLAY_MAX: number;
export declare function bootScript(sources: string[]): string;
export declare function bootAfterFirstPaint(html: string): string;
