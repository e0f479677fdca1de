import type { Page } from 'playwright-core';

/** The organisation signup form's fields a story fills (the rest take a fixed value). */
export interface Signup {
  orgName: string;
  contactEmail: string;
  phone: string;
  orgRegNumber: string;
}

export async function fillSignupForm(page: Page, signup: Signup) {
  await page.getByTestId('orgName').fill(signup.orgName);
  await page.getByTestId('contactEmail').fill(signup.contactEmail);
  await page.getByTestId('contactNumber').fill(signup.phone);
  await page.getByTestId('orgRegNumber').fill(signup.orgRegNumber);
  await page.getByTestId('corporateWebsite').fill('https://example.org');
  await page.getByTestId('mailingAddress1').fill('1 Raffles Place, Singapore');
  await page.getByTestId('countryOfIncorporation').fill('Singapore');
  await page.keyboard.press('Escape');
}
