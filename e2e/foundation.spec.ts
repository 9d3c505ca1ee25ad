import { expect, test } from './fixtures.ts';

test.describe('the stack', () => {
  test('answers /health on each of its four origins', async ({ request, origins }) => {
    const expected = {
      [origins.portalOrigin]: 'portal',
      [origins.accountOrigin]: 'account',
      [origins.idpOrigin]: 'idp',
      [origins.apiOrigin]: 'api',
    };
    for (const [origin, service] of Object.entries(expected)) {
      const response = await request.get(`${origin}/health`);
      expect(response.status(), origin).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', service });
    }
  });

  test('serves the apps with a strict content security policy and no framing', async ({
    request,
    origins,
  }) => {
    for (const origin of [origins.portalOrigin, origins.accountOrigin]) {
      const response = await request.get(`${origin}/`, { headers: { accept: 'text/html' } });
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'(;|$)/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

test.describe('the portal', () => {
  test('shows its header in French and passes an accessibility scan', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle(/Portail/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expectAccessible();
  });

  test('lets a keyboard user skip straight to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Passer au contenu principal' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('the accessibility fixture', () => {
  test('fails a page that has a field without a label', async ({ page, expectAccessible }) => {
    await page.goto('/');
    // Once the application has replaced the pre-rendered home (which it would otherwise take away).
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.type = 'text';
      document.querySelector('main')?.append(field);
    });
    await expect(expectAccessible()).rejects.toThrow(/label/);
  });
});
