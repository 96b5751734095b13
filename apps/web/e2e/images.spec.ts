import { expect, type Page, test } from '@playwright/test';
import { snap } from './helpers';
import { signIn } from './pages/session';
import { interceptNextUpload, pngPicture } from './pictures';

const tile = (page: Page, name: string) =>
  page.getByTestId('image-tile').filter({ has: page.getByText(name, { exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

const TERRACE = pngPicture(240, 180, [14, 165, 233], [16, 185, 129]);
const DESSERT = pngPicture(240, 180, [244, 114, 182], [250, 204, 21]);
const BROKEN = pngPicture(64, 48, [100, 100, 100], [200, 200, 200]);

/** Drops files on an element the way a browser does (a DataTransfer with File objects). */
async function dropFiles(page: Page, testId: string, files: { name: string; type: string; data: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.type }));
      }
      return dt;
    },
    files.map((f) => ({ name: f.name, type: f.type, b64: f.data.toString('base64') })),
  );
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test.describe('image library', () => {
  test('an admin adds images (one too large), searches, previews and deletes', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin', '/images');
    await expect(page.getByRole('heading', { name: 'Image library', level: 1 })).toBeVisible();
    // Images uploaded elsewhere (a group's, for instance) are in the library too.
    await expect(page.getByTestId('images-card')).toBeVisible();
    const before = await page.getByTestId('image-tile').count();

    // Two files by the file picker: the one over 2 MB is skipped with its message, the other is added.
    await page.getByTestId('image-file-input').setInputFiles([
      { name: 'terrasse.png', mimeType: 'image/png', buffer: TERRACE },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
    ]);
    await expect(toast(page, 'The file exceeds the 2MB size limit')).toBeVisible();
    await expect(toast(page, '1 image added successfully')).toBeVisible();
    await expect(page.getByTestId('image-tile')).toHaveCount(before + 1);
    await expect(tile(page, 'terrasse.png').locator('img')).toHaveJSProperty('naturalWidth', 240);
    // The grid shows the thumbnail (the preview the image itself).
    await expect(tile(page, 'terrasse.png').locator('img')).toHaveAttribute(
      'src',
      /\/api\/image\/t\/1\/[a-f0-9]{32}\.png$/,
    );

    // Drag and drop: images only; a failed upload is counted apart.
    await dropFiles(page, 'image-drop-zone', [
      { name: 'dessert.png', type: 'image/png', data: DESSERT },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('not an image') },
    ]);
    await expect(toast(page, '“notes.txt” is not a PNG, JPEG, GIF or WebP image')).toBeVisible();
    await expect(tile(page, 'dessert.png')).toHaveCount(1);
    await expect(page.getByTestId('image-tile')).toHaveCount(before + 2);
    await interceptNextUpload(page, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable","code":"X"}' }),
    );
    await page
      .getByTestId('image-file-input')
      .setInputFiles([{ name: 'broken.png', mimeType: 'image/png', buffer: BROKEN }]);
    await expect(toast(page, '1 image could not be added')).toBeVisible();
    await expect(page.getByTestId('image-tile')).toHaveCount(before + 2);
    await expect(tile(page, 'broken.png')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `${before + 2} images` })).toBeVisible();
    await snap(page, 'images-en');

    // Search by name (kept in the address).
    await page.getByRole('searchbox', { name: 'Search images' }).fill('dess');
    await expect(page.getByTestId('image-tile')).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=dess$/);
    await page.getByRole('searchbox', { name: 'Search images' }).fill('zzz');
    await expect(page.getByText('No image matches “zzz”.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search images' }).fill('');
    await expect(page.getByTestId('image-tile')).toHaveCount(before + 2);

    // Preview in a modal, with the address.
    await page.getByRole('button', { name: 'Preview terrasse.png' }).click();
    const preview = page.getByRole('dialog', { name: 'terrasse.png' });
    await expect(preview.locator('img')).toHaveJSProperty('naturalWidth', 240);
    await expect(preview.getByLabel('Image address')).toHaveValue(
      /^http:\/\/localhost:\d+\/api\/image\/o\/1\/[a-f0-9]{32}\.png$/,
    );
    await expect
      .poll(async () => (await preview.boundingBox())?.width ?? 0, { message: 'the preview opens wide' })
      .toBeGreaterThan(600);
    await snap(page, 'images-preview-en');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete terrasse.png' }).click();
    const confirm = page.locator('.p-confirm-dialog');
    await expect(confirm).toContainText('Delete the image “terrasse.png”?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Image “terrasse.png” deleted')).toBeVisible();
    await expect(page.getByTestId('image-tile')).toHaveCount(before + 1);
    await expect(tile(page, 'dessert.png')).toHaveCount(1);

    // A picture that fails to load is hidden.
    await page.route('**/api/image/{o,t}/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Image library', level: 1 })).toBeVisible();
    await expect(page.getByTestId('image-tile')).toHaveCount(0);
    await page.unroute('**/api/image/{o,t}/**');
  });

  test('French texts', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', '/images?lng=fr');
    await expect(page.getByRole('heading', { name: "Bibliothèque d'images", level: 1 })).toBeVisible();
    await page.getByTestId('image-file-input').setInputFiles([
      { name: 'terrasse.png', mimeType: 'image/png', buffer: TERRACE },
      { name: 'énorme.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
    ]);
    await expect(toast(page, 'Le fichier dépasse la limite de 2 Mo')).toBeVisible();
    await expect(toast(page, '1 image ajoutée avec succès')).toBeVisible();
    await snap(page, 'images-fr');
  });
});
