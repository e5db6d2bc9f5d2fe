import { expect, test } from '@playwright/test';
import { screenshotBoth } from '../screenshotBoth.ts';
import { SMTP_PORT } from './editionServers.ts';
import { waitForMail } from './mailCatcher.ts';

/**
 * /email-settings (Manage → Settings → Email settings), as the organisation admin: the mail
 * server is saved (the run's SMTP catcher on 127.0.0.1, which HTTP_ALLOW_PRIVATE allows), a test
 * mail goes through it for real, and the page lists the mails the product sends.
 */
test('the organisation admin saves the mail server and sends a test mail through it', async ({ page }) => {
  const to = `test-mail-${Date.now().toString(36)}@e2e.test`;
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Email settings' }).click();
  await expect(page).toHaveURL(/\/email-settings$/);
  const form = page.getByRole('form', { name: 'Mail server' });
  await form.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
  await form.getByRole('spinbutton', { name: 'Port' }).fill(String(SMTP_PORT));
  await form.getByRole('textbox', { name: 'Sender' }).fill('Brains E2E <e2e-sender@e2e.test>');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mail server saved')).toBeVisible();
  await expect(form.getByText('Your organisation’s mails go through this server.')).toBeVisible();

  await page.getByRole('textbox', { name: 'To' }).fill(to);
  await page.getByRole('button', { name: 'Send test mail' }).click();
  await expect(page.getByTestId('test-mail-result')).toHaveText(`Test mail sent to ${to}.`);
  const mail = await waitForMail(to, /Brains Studio test mail/);
  expect(mail.text).toContain('e2e-sender@e2e.test');
  await expect(page.getByRole('table', { name: 'Mails the product sends' })).toContainText('Password reset');

  await screenshotBoth(page, `email-settings-${test.info().project.name}`, async () => {
    await expect(
      page.getByRole('form', { name: 'Mail server' }).getByRole('textbox', { name: 'Host' }),
    ).toHaveValue('127.0.0.1');
  });
});
