import type { Browser, Page } from 'puppeteer-core';
export function serve(dir: string): Promise<{ url: string; close(): Promise<void> }>;
export function chromiumPath(env?: NodeJS.ProcessEnv): string;
export function launch(): Promise<{ browser: Browser; close(): Promise<void> }>;
export function watchedPage(browser: Browser): Promise<{ page: Page; problems: string[] }>;
export function measureKeystrokes(page: Page, count?: number): Promise<{ count: number; first: number; median: number; p95: number; max: number }>;
