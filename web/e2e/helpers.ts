import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass123';

/** Signs in through the login page as a person would, and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function openUserMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu, signed in as ${username}` }).click();
}

export async function expectSignedInHome(page: Page): Promise<void> {
  await expect(page.getByText('You have been logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
