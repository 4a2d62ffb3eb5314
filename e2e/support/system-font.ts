// A Chromium that has Noto Sans Devanagari installed, as every Android phone does
// (bench/android-fonts.cjs), for the tests of what such a phone downloads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserType } from '@playwright/test';
import { androidFontsEnv } from '../../bench/android-fonts.cjs';
import { findChromium } from './browser';

export async function launchWithDevanagariFont(
  browserType: BrowserType,
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'devanagari-font-'));
  const browser = await browserType.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    env: { ...process.env, ...(await androidFontsEnv(dir)) },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
