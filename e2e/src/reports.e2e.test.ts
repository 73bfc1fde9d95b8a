import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { ADMIN, staffSignIn, useServerWithAdmin } from './support/admin-server';
import { seriousAxeViolations } from './support/axe';
import { useBrowser, type TrackedPage } from './support/browser';

/** A real screenshot-sized PNG, in one colour. */
function screenshot(colour: string) {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A real one-page PDF, built here with exact xref offsets: the page is a filled blue rectangle,
 * so a rendered preview has coloured pixels and a blank canvas has none.
 */
function onePagePdf(): Buffer {
  const content = '0 0 1 rg 20 20 160 100 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 140] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function adminSignsIn(page: TrackedPage) {
  await staffSignIn(page, ADMIN.email, ADMIN.password, '/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
}

describe('problem reports, end to end through a real SMTP server', () => {
  const { newPage } = useBrowser();
  const setup = useServerWithAdmin(startSmtpCapture);

  it('a visitor reports with two screenshots; the admin sees both, replies and resolves; the reply arrives', async () => {
    const visitor = await newPage({ baseUrl: setup.server.url });
    await visitor.goto('/report-problem');
    await visitor.getByRole('combobox', { name: /Problem Type/ }).click();
    await visitor.getByRole('option', { name: 'Bug' }).click();
    await visitor
      .getByRole('textbox', { name: /Description/ })
      .fill('The login page shows nothing.');
    await visitor.getByRole('textbox', { name: /Email Address/ }).fill('visitor@example.com');
    await visitor.locator('input[type="file"]').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await screenshot('#c0392b') },
      { name: 'second.png', mimeType: 'image/png', buffer: await screenshot('#2980b9') },
    ]);
    await visitor.getByText('second.png').waitFor();
    await visitor.getByRole('button', { name: 'Submit' }).click();
    const thanks = visitor.getByRole('status').getByText(/Your report SR-\d+ has been received/);
    await thanks.waitFor();
    const reference = /SR-\d+/.exec((await thanks.textContent()) ?? '')![0];
    const ack = await setup.smtp.nextMailTo('visitor@example.com');
    expect(ack.decoded).toContain(reference);

    const admin = await newPage({ baseUrl: setup.server.url });
    await adminSignsIn(admin);
    const card = admin.getByRole('article', { name: new RegExp(`${reference}: Bug`) });
    await card.waitFor();
    for (const name of ['first.png', 'second.png']) {
      const image = card.getByRole('img', { name: `Preview of ${name}` });
      await image.waitFor();
      // The blob was fetched with the admin's token and decoded: a real preview, under the CSP.
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    }
    await card.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Resolved' }).click();
    await card
      .getByRole('textbox', { name: 'Reply to the reporter (optional)' })
      .fill('Thank you: it is fixed now.');
    await card.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved').first().waitFor();
    await card.getByText('Resolved', { exact: true }).first().waitFor();

    const reply = await setup.smtp.nextMailTo('visitor@example.com');
    expect(reply.decoded).toContain('Thank you: it is fixed now.');
    expect(reply.decoded).toContain(reference);
    expect(visitor.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  });

  it("shows a PDF's first page drawn on a canvas, and a broken PDF as not previewable", async () => {
    const visitor = await newPage({ baseUrl: setup.server.url });
    await visitor.goto('/report-problem');
    await visitor.getByRole('combobox', { name: /Problem Type/ }).click();
    await visitor.getByRole('option', { name: 'Payment Issue' }).click();
    await visitor.getByRole('textbox', { name: /Description/ }).fill('My invoice looks wrong.');
    await visitor.getByRole('textbox', { name: /Email Address/ }).fill('payer@example.com');
    await visitor.locator('input[type="file"]').setInputFiles([
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
      // The right magic bytes (so it is accepted) but nothing pdf.js can parse.
      {
        name: 'broken.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\nnot a document at all\n'),
      },
    ]);
    await visitor.getByText('broken.pdf').waitFor();
    await visitor.getByRole('button', { name: 'Submit' }).click();
    const thanks = visitor.getByRole('status').getByText(/Your report SR-\d+ has been received/);
    await thanks.waitFor();
    const reference = /SR-\d+/.exec((await thanks.textContent()) ?? '')![0];

    const admin = await newPage({ baseUrl: setup.server.url });
    const workers: string[] = [];
    admin.on('worker', (worker) => workers.push(worker.url()));
    await adminSignsIn(admin);
    const card = admin.getByRole('article', { name: new RegExp(`${reference}: Payment Issue`) });
    await card.waitFor();
    const canvas = card.getByRole('img', { name: 'Preview of invoice.pdf, page 1' });
    await canvas.waitFor();
    // pdf.js (its worker served from 'self', under the real CSP) drew the blue rectangle.
    await admin.waitForFunction(
      (label) => {
        const drawn = document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${label}"]`);
        const pixels = drawn?.getContext('2d')?.getImageData(0, 0, drawn.width, drawn.height).data;
        if (!pixels) return false;
        for (let i = 0; i < pixels.length; i += 4) {
          if (pixels[i + 3]! > 0 && pixels[i + 2]! > 200 && pixels[i]! < 50) return true;
        }
        return false;
      },
      'Preview of invoice.pdf, page 1',
      { timeout: 15_000 },
    );
    expect(await card.getByRole('img', { name: /Preview of invoice\.pdf, page 2/ }).count()).toBe(
      0,
    );
    // Parsed in a real worker from our origin (the CSP allowed it), not on the page's thread.
    expect(workers.some((url) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(url))).toBe(true);
    await card.getByText('This file cannot be previewed.').waitFor();
    await card.getByRole('button', { name: 'Download broken.pdf' }).waitFor();
    await card.getByRole('button', { name: 'Download invoice.pdf' }).waitFor();
    expect(visitor.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  });

  it('has no serious accessibility violations on the report page and every admin tab', async () => {
    const page = await newPage({ baseUrl: setup.server.url, bypassCSP: true });
    await page.goto('/report-problem');
    await page.getByRole('heading', { level: 1, name: 'Report a Problem' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await adminSignsIn(page);
    for (const tab of ['Reports', 'Therapists', 'Clients', 'Audit log']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page), tab).toEqual([]);
    }
  });
});
