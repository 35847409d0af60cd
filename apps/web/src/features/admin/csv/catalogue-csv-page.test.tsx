import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const csvFile = (name = 'products.csv', text = 'code,name\nA-1,Jacket\n') => new File([text], name, { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText(/Choose a CSV file|\.csv/), { target: { files: [file] } });

describe('/admin/catalogue-csv', () => {
  it('lists every line the server refused, then the summary once the fixed file is imported', async () => {
    signIn();
    let attempt = 0;
    const { stub } = renderAdmin('/admin/catalogue-csv', {
      'POST /api/admin/products/import': () => {
        attempt += 1;
        return attempt === 1
          ? reply(400, { success: false, message: 'The file has 2 problems: nothing was imported. Fix them and upload again.', errors: [
            { line: 3, message: 'Line 3: price must be more than 0 shillings' }, { line: 7, message: 'Line 7: category must be one of Men, Ladies, Kids' },
          ] })
          : { success: true, message: 'Imported', created: 1, updated: 2, unchanged: 40, needImages: ['NEW-1'] };
      },
    });
    expect(await screen.findByRole('button', { name: 'Download products CSV' })).toBeTruthy();
    choose(csvFile());
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const errors = within(await screen.findByTestId('import-line-errors'));
    expect(errors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3: price must be more than 0 shillings', 'Line 7: category must be one of Men, Ladies, Kids',
    ]);
    const post = stub.calls.find((call) => call.method === 'POST')!;
    expect((post.body as FormData).get('file')).toBeInstanceOf(File);

    choose(csvFile('fixed.csv'));
    expect(screen.queryByTestId('import-line-errors')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect((await screen.findByTestId('import-created')).textContent).toBe('1');
    expect(screen.getByTestId('import-updated').textContent).toBe('2');
    expect(screen.getByTestId('import-unchanged').textContent).toBe('40');
    expect(screen.getByText(/hidden from the shop until they have an image: add one to NEW-1/)).toBeTruthy();
  });

  it('refuses to send nothing or a file that is not CSV', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/catalogue-csv', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Choose the CSV file to import')).toBeTruthy();
    choose(csvFile('products.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Choose a .csv file (export it from your spreadsheet as CSV)')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
