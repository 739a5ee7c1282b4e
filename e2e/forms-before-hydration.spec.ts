/**
 * Forms that carry personal data post even before the page is interactive (rule:private-answers): a
 * shopper on a slow phone who submits before the script has loaded must not put a name, phone or
 * message into a URL, where logs, history and the next site's Referer would keep it.
 */
import { expect, test } from './support/fixtures';

test.use({ javaScriptEnabled: false });

// What the browser sends for a form post does not depend on the screen: once, at the phone (@any-viewport).
test('the contact form sent before the page is interactive posts, so nothing typed lands in the URL @any-viewport', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera.iyer@example.test');
  await form.getByLabel('Mobile').fill('9876543210');
  await form.getByLabel('Message').fill('Do you deliver to Kochi on Sundays?');

  // What the browser sends is the point here, not what the server makes of a form post to a page.
  const sent: { method: string; url: string; body: string }[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest()) return route.continue();
    sent.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'received' });
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('body')).toHaveText('received');

  expect(sent).toHaveLength(1);
  expect(sent[0]!.method).toBe('POST');
  expect(sent[0]!.url).not.toContain('9876543210');
  expect(sent[0]!.url).not.toContain('example.test');
  expect(sent[0]!.body).toContain('9876543210');
});
