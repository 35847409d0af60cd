/**
 * The two-instance journey's checks, in the order they run: each one does something through one instance (or nginx)
 * and looks at the result through another, answers a line of figures for the table, and throws when it does not hold.
 */
import sharp from 'sharp';
import { ADMIN_EMAIL, signInAs } from './accounts.ts';
import type { Cluster } from './cluster.ts';
import { download, expectStatus, msUntil, openEventStream, request } from './http.ts';

export const CUSTOMER_EMAIL = 'wanjiku@mitumba.test';

/** What later checks need from earlier ones (the photo the restore drill looks for). */
export type JourneyState = { photo?: { url: string; bytes: Buffer } };

export type Check = { name: string; run(cluster: Cluster, state: JourneyState): Promise<string> };

const ready = async (baseUrl: string) => (await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(3_000) })).status;

export const startTogether: Check = {
  name: 'start together on an empty database',
  async run({ instances, postgres }) {
    const started = Date.now();
    await Promise.all(instances.map((instance) => instance.start()));
    const took = Date.now() - started;
    for (const instance of instances) {
      const status = await ready(instance.baseUrl);
      if (status !== 200) throw new Error(`${instance.baseUrl}/health/ready answered ${status}`);
    }
    const [{ admins, products }] = await postgres.sql<{ admins: number; products: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE email = $1) AS admins, (SELECT count(*)::int FROM products) AS products`, [ADMIN_EMAIL], 'shop',
    ) as [{ admins: number; products: number }];
    if (admins !== 1) throw new Error(`the demo shop was seeded ${admins} times`);
    return `both migrated, seeded once (${products} products) and ready in ${(took / 1000).toFixed(1)} s`;
  },
};

export const tokenAcross: Check = {
  name: 'sign in on one, use the token on the other',
  async run({ instances: [a, b] }) {
    const admin = await signInAs(a.baseUrl, ADMIN_EMAIL);
    const profile = expectStatus(await request(`${b.baseUrl}/api/user/profile`, { token: admin }), 200, 'profile on the other instance');
    const email = (profile.user as { email?: string } | undefined)?.email;
    if (email !== ADMIN_EMAIL) throw new Error(`the other instance knows the token as ${email}`);
    return 'token from A accepted by B';
  },
};

export const photoAcross: Check = {
  name: 'photo uploaded through one, served by the other and nginx',
  async run({ instances: [a, b], nginx, postgres }, state) {
    const admin = await signInAs(a.baseUrl, ADMIN_EMAIL);
    const [product] = await postgres.sql<{ id: string }>(`SELECT id FROM products WHERE archived_at IS NULL ORDER BY code LIMIT 1`, [], 'shop');
    if (!product) throw new Error('no product to add a photo to');
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 190, g: 40, b: 90 } } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kitenge.png');
    const uploaded = expectStatus(await request(`${a.baseUrl}/api/admin/products/${product.id}/images`, { token: admin, form }), 200, 'upload');
    const url = (uploaded.images as { url: string }[]).at(-1)?.url;
    if (!url) throw new Error('the upload answered no image');
    const absolute = (base: string) => (url.startsWith('http') ? url : `${base}${url}`);
    const fromA = await download(absolute(a.baseUrl));
    const fromB = await download(absolute(b.baseUrl));
    const throughNginx = await download(absolute(nginx.url));
    if (!fromA.bytes.equals(fromB.bytes) || !fromA.bytes.equals(throughNginx.bytes)) throw new Error('the instances serve different bytes for one photo');
    const small = await download(`${absolute(b.baseUrl)}?w=320`);
    const width = (await sharp(small.bytes).metadata()).width;
    if (small.type !== 'image/webp' || width !== 320) throw new Error(`?w=320 on the other instance: ${small.type}, ${width} px wide`);
    // nginx sends requests to both in turn: ten in a row must all find it.
    for (let n = 0; n < 10; n += 1) await download(absolute(nginx.url));
    state.photo = { url, bytes: fromA.bytes };
    return `${url}: ${fromA.bytes.length} bytes, same on A, B and nginx (×10); 320 px variant made on B`;
  },
};

export const priceAcross: Check = {
  name: 'price changed on one, read on the other',
  async run({ instances: [a, b], postgres }) {
    const admin = await signInAs(a.baseUrl, ADMIN_EMAIL);
    const [row] = await postgres.sql<{ id: string }>(`SELECT id FROM products WHERE archived_at IS NULL ORDER BY code DESC LIMIT 1`, [], 'shop');
    if (!row) throw new Error('no product');
    // Read once on B first, so B's catalogue cache holds the old price.
    expectStatus(await request(`${b.baseUrl}/api/product/${row.id}`), 200, 'product on B');
    const { product } = expectStatus(await request(`${a.baseUrl}/api/admin/products/${row.id}`, { token: admin }), 200, 'admin product') as {
      product: { code: string; name: string; description: string; price: number; category: string; subCategory: string; label: string; banner: string; bestseller: boolean; weights: { weight: string; stock: number }[] };
    };
    const price = product.price + 15;
    const changed = Date.now();
    expectStatus(await request(`${a.baseUrl}/api/admin/products/${row.id}`, {
      method: 'PUT', token: admin,
      json: {
        code: product.code, name: product.name, description: product.description, price, category: product.category, subCategory: product.subCategory,
        label: product.label, banner: product.banner, bestseller: product.bestseller, weights: product.weights.map(({ weight, stock }) => ({ weight, stock })),
      },
    }), 200, 'price change');
    const afterPut = Date.now() - changed;
    const seen = await msUntil('the new price on B', async () => {
      const answer = await request(`${b.baseUrl}/api/product/${row.id}`);
      return (answer.body.product as { price?: number } | undefined)?.price === price;
    }, 5_000);
    return `B shows KES ${price} ${seen} ms after A answered the change (${afterPut} ms)`;
  },
};

export const chatAcross: Check = {
  name: 'chat: a reply sent on one reaches a stream on the other',
  async run({ instances: [a, b], postgres }) {
    const customer = await signInAs(b.baseUrl, CUSTOMER_EMAIL);
    const admin = await signInAs(a.baseUrl, ADMIN_EMAIL);
    const [who] = await postgres.sql<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [CUSTOMER_EMAIL], 'shop');
    const stream = openEventStream(`${b.baseUrl}/api/messages/stream`, customer);
    try {
      await msUntil('the stream opening', async () => stream.text().length > 0, 5_000);
      const content = `Karibu tena! Your bale is ready (${Date.now()})`;
      const sent = Date.now();
      expectStatus(await request(`${a.baseUrl}/api/admin/messages/${who?.id}`, { token: admin, json: { content } }), 200, 'reply');
      const arrived = await msUntil('the reply on the stream', async () => stream.text().includes(content), 5_000);
      return `reply through A on B's stream ${arrived} ms after it was sent (${Date.now() - sent} ms round trip)`;
    } finally {
      stream.close();
    }
  },
};

export const readinessFollowsDatabase: Check = {
  name: '/health/ready follows PostgreSQL down and up',
  async run({ instances, postgres }) {
    await postgres.stopServer();
    let down: number[];
    try {
      down = await Promise.all(instances.map((instance) => msUntil('503 with PostgreSQL stopped', async () => (await ready(instance.baseUrl)) === 503)));
      const live = await fetch(`${instances[0].baseUrl}/health/live`);
      if (live.status !== 200) throw new Error(`/health/live answered ${live.status} with PostgreSQL down`);
    } finally {
      await postgres.startServer();
    }
    const up = await Promise.all(instances.map((instance) => msUntil('200 with PostgreSQL back', async () => (await ready(instance.baseUrl)) === 200, 20_000)));
    return `503 after ${down.join('/')} ms (live stayed 200), 200 again ${up.join('/')} ms after PostgreSQL started`;
  },
};
