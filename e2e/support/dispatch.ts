import type { Page } from 'playwright-core';

/**
 * The owner dispatches an order from its back-office page: the dispatch form's courier, tracking number and an
 * optional note, then waits for the dialog to close (the order was marked dispatched).
 */
export async function dispatchInBackOffice(page: Page, orderId: string, parcel: { courier: string; trackingNumber: string; note?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Mark dispatched' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${orderId} as dispatched?` });
  const courier = dialog.getByLabel('Courier');
  // The couriers load with the dialog: choose once the one asked for is offered.
  await courier.locator('option', { hasText: parcel.courier }).waitFor({ state: 'attached' });
  await courier.selectOption({ label: parcel.courier });
  await dialog.getByLabel('Tracking number').fill(parcel.trackingNumber);
  if (parcel.note) await dialog.getByLabel('Note (optional)').fill(parcel.note);
  await dialog.getByRole('button', { name: 'Mark dispatched' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
