import { type OrgDb, orgDb } from '../lib/org-db';
import type { Executor } from '../lib/tx';
import { encryptPassword } from '../modules/integrations';
import { BISTRO as BISTRO_ORG, SHOP as SHOP_ORG } from './demo-orgs';

type P = [
  name: string,
  priceCents: number,
  extra?: { vat?: number; weight?: boolean; barcode?: string; stock?: number; options?: string[] },
];
interface G {
  name: string;
  vatBp: number;
  color: string;
  option?: boolean;
  products: P[];
}

/** A Belgian bistro: drinks at 21 %, food served at 12 %, bakery and takeaway treats at 6 %; free and paid options. */
const BISTRO: G[] = [
  {
    name: 'Cuisson',
    vatBp: 1200,
    color: '#9E9E9E',
    option: true,
    products: [
      ['Saignant', 0],
      ['À point', 0],
      ['Bien cuit', 0],
    ],
  },
  {
    name: 'Suppléments',
    vatBp: 1200,
    color: '#795548',
    option: true,
    products: [
      ['Sauce béarnaise', 250],
      ['Sauce poivre', 250],
      ['Frites supplémentaires', 300],
      ['Fromage', 150],
      ['Œuf', 150],
    ],
  },
  {
    name: 'Softs',
    vatBp: 2100,
    color: '#1E88E5',
    products: [
      ['Coca-Cola', 300],
      ['Coca-Cola Zero', 300],
      ['Fanta', 300],
      ['Sprite', 300],
      ['Ice Tea', 320],
      ['Spa Reine', 280],
      ['Spa Pétillante', 280],
      ["Jus d'orange frais", 450],
      ['Limonade maison', 420],
      ['Schweppes Tonic', 320],
    ],
  },
  {
    name: 'Bières',
    vatBp: 2100,
    color: '#FB8C00',
    products: [
      ['Jupiler 25cl', 300],
      ['Stella Artois', 320],
      ['Duvel', 480],
      ['Orval', 550],
      ['Westmalle Triple', 520],
      ['Chimay Bleue', 520],
      ['Leffe Blonde', 450],
      ['Karmeliet', 500],
      ['Kriek Boon', 450],
      ['Hoegaarden', 380],
    ],
  },
  {
    name: 'Vins',
    vatBp: 2100,
    color: '#8E24AA',
    products: [
      ['Verre de vin rouge', 550],
      ['Verre de vin blanc', 550],
      ['Verre de rosé', 550],
      ['Bouteille Bordeaux', 2800],
      ['Bouteille Chablis', 3400],
      ['Cava (verre)', 650],
      ['Crémant (bouteille)', 3200],
    ],
  },
  {
    name: 'Boissons chaudes',
    vatBp: 2100,
    color: '#6D4C41',
    products: [
      ['Espresso', 250],
      ['Café', 280],
      ['Cappuccino', 350],
      ['Latte macchiato', 400],
      ['Thé', 300],
      ['Chocolat chaud', 380],
      ['Irish coffee', 850],
    ],
  },
  {
    name: 'Entrées',
    vatBp: 1200,
    color: '#43A047',
    products: [
      ['Croquettes de crevettes', 1450],
      ['Croquettes au fromage', 1200],
      ['Soupe du jour', 750],
      ['Salade de chèvre chaud', 1350],
      ['Carpaccio de bœuf', 1450],
      ["Scampi à l'ail", 1550],
      ['Tomate crevettes', 1650],
    ],
  },
  {
    name: 'Plats',
    vatBp: 1200,
    color: '#E53935',
    products: [
      ['Steak frites', 2450, { options: ['Cuisson', 'Suppléments'] }],
      ['Américain préparé', 1950, { options: ['Suppléments'] }],
      ['Carbonnade flamande', 2150, { options: ['Suppléments'] }],
      ['Boulets à la liégeoise', 1850, { options: ['Suppléments'] }],
      ['Moules marinières', 2650, { options: ['Suppléments'] }],
      ['Vol-au-vent', 1950, { options: ['Suppléments'] }],
      ['Waterzooi de poulet', 2250],
      ['Stoemp saucisse', 1750],
      ['Filet de saumon', 2550],
      ['Burger du chef', 1950, { options: ['Cuisson', 'Suppléments'] }],
      ['Lasagne', 1650],
      ['Risotto aux champignons', 1850],
      ['Anguilles au vert', 2850],
      ['Entrecôte 300g', 2950, { options: ['Cuisson', 'Suppléments'] }],
      ['Croque-monsieur', 1150, { options: ['Suppléments'] }],
    ],
  },
  {
    name: 'Desserts',
    vatBp: 1200,
    color: '#D81B60',
    products: [
      ['Dame blanche', 850],
      ['Mousse au chocolat', 750],
      ['Crème brûlée', 800],
      ['Gaufre de Bruxelles', 750],
      ['Tiramisu', 800],
      ['Café gourmand', 950],
      ['Sorbet 3 boules', 750],
    ],
  },
  {
    name: 'À emporter',
    vatBp: 600,
    color: '#00ACC1',
    products: [
      ['Pain au levain', 380],
      ['Cookie', 250],
      ['Tarte au sucre (part)', 350],
      ['Pot de sauce maison', 450],
      ['Glace 1 boule', 250],
      ['Glace 2 boules', 400],
      ['Couque au chocolat', 220],
      ['Granola maison', 690],
    ],
  },
  {
    name: 'Apéritifs',
    vatBp: 2100,
    color: '#FDD835',
    products: [
      ['Kir', 650],
      ['Spritz', 900],
      ['Gin tonic', 1150],
      ['Martini', 700],
      ['Pastis', 550],
      ['Planche mixte', 1650],
      ['Olives', 450],
      ['Cubes de fromage', 550],
      ['Bitterballen', 750],
    ],
  },
];

/** A small grocery shop: barcodes, tracked stock, weight-priced fruit and cheese. */
const SHOP: G[] = [
  {
    name: 'Épicerie',
    vatBp: 600,
    color: '#43A047',
    products: [
      ['Pâtes fusilli 500g', 189, { barcode: '5410000000011', stock: 120 }],
      ['Riz basmati 1kg', 349, { barcode: '5410000000028', stock: 80 }],
      ["Huile d'olive 75cl", 899, { barcode: '5410000000035', stock: 40 }],
      ['Café moulu 250g', 479, { barcode: '5410000000042', stock: 60 }],
      ['Chocolat noir 200g', 329, { barcode: '5410000000059', stock: 90 }],
      ['Confiture fraise', 299, { barcode: '5410000000066', stock: 50 }],
    ],
  },
  {
    name: 'Boissons',
    vatBp: 2100,
    color: '#1E88E5',
    products: [
      ['Eau plate 1,5L', 89, { barcode: '5410000000103', stock: 200 }],
      ['Jus de pomme 1L', 249, { barcode: '5410000000110', stock: 70 }],
      ['Bière blonde 33cl', 149, { barcode: '5410000000127', stock: 150 }],
      ['Vin rouge 75cl', 899, { barcode: '5410000000134', stock: 36 }],
    ],
  },
  {
    name: 'Frais au poids',
    vatBp: 600,
    color: '#FB8C00',
    products: [
      ['Pommes Jonagold (kg)', 299, { weight: true, stock: 50 }],
      ['Bananes (kg)', 219, { weight: true, stock: 40 }],
      ['Tomates (kg)', 399, { weight: true, stock: 30 }],
      ['Fromage de Herve (kg)', 2490, { weight: true, stock: 8 }],
    ],
  },
];

async function insertCatalogue(org: OrgDb, groups: G[], at: number): Promise<void> {
  const ids = new Map<string, number>();
  let order = 0;
  for (const g of groups) {
    const { id } = await org.db
      .insertInto('product_group')
      .values({
        org_id: org.orgId,
        name: g.name,
        vat_bp: g.vatBp,
        color: g.color,
        sort_order: order++,
        is_option_group: g.option ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(g.name, id);
  }
  for (const g of groups) {
    let sort = 0;
    for (const [name, price, extra = {}] of g.products) {
      await org.db
        .insertInto('product')
        .values({
          org_id: org.orgId,
          group_id: ids.get(g.name)!,
          name,
          price_cents: price,
          vat_bp: extra.vat ?? g.vatBp,
          weight_price: extra.weight ? 1 : 0,
          barcode: extra.barcode ?? null,
          stock_milli: extra.stock === undefined ? null : extra.stock * 1000,
          color: g.color,
          sort_order: sort++,
          option_group_ids: JSON.stringify((extra.options ?? []).map((o) => ids.get(o)!)),
          created_at: at,
        })
        .execute();
    }
  }
}

async function insertFloor(org: OrgDb): Promise<void> {
  const zones = [
    ['Salle', '#1E88E5'],
    ['Terrasse', '#43A047'],
    ['Bar', '#FB8C00'],
  ] as const;
  const zoneIds: number[] = [];
  for (const [name, color] of zones) {
    const { zone_id } = await org.db
      .insertInto('table_zone')
      .values({ org_id: org.orgId, name, color })
      .returning('zone_id')
      .executeTakeFirstOrThrow();
    zoneIds.push(zone_id);
  }
  const typeIds: number[] = [];
  for (const name of ['2 places', '4 places', '6 places', 'Mange-debout']) {
    const { id } = await org.db
      .insertInto('table_type')
      .values({ org_id: org.orgId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(id);
  }
  for (let n = 1; n <= 20; n++) {
    const zone = n <= 12 ? zoneIds[0] : n <= 17 ? zoneIds[1] : zoneIds[2];
    const type = n > 17 ? typeIds[3] : n % 5 === 0 ? typeIds[2] : n % 2 === 0 ? typeIds[1] : typeIds[0];
    await org.db
      .insertInto('dining_table')
      .values({ org_id: org.orgId, table_number: n, zone_id: zone!, table_type_id: type! })
      .execute();
  }
}

export async function seedDemoCatalogue(db: Executor, at: number): Promise<void> {
  await insertCatalogue(orgDb(db, BISTRO_ORG), BISTRO, at);
  await insertFloor(orgDb(db, BISTRO_ORG));
  await db
    .insertInto('printer')
    .values([
      { org_id: BISTRO_ORG, name: 'Cuisine', ip_address: '192.168.1.50', double_print: 1 },
      { org_id: BISTRO_ORG, name: 'Bar', ip_address: '192.168.1.51', double_print: 0 },
      { org_id: SHOP_ORG, name: 'Caisse', ip_address: '192.168.10.20', double_print: 0 },
    ])
    .execute();
  // The texts the bistro's waiters send to the kitchen with an order (the simulator picks one now and then).
  await db
    .insertInto('kitchen_message')
    .values(
      ['Sans sel', 'Allergie aux fruits à coque', 'Bien cuit', 'Servir ensemble', 'Urgent'].map((text, i) => ({
        org_id: BISTRO_ORG,
        text,
        created_at: at + i,
      })),
    )
    .execute();
  await insertCatalogue(orgDb(db, SHOP_ORG), SHOP, at);
  await insertPromoCodes(db, at);
  await insertPickupLocations(db, at);
}

/** The bistro's pickup locations: its own counter (every fourth seeded takeaway names it) and a market stand. */
async function insertPickupLocations(db: Executor, at: number): Promise<void> {
  const slots = (...pairs: [string, string][]) => pairs.map(([start, end]) => ({ start, end }));
  const week = (weekday: ReturnType<typeof slots>, weekend: ReturnType<typeof slots>) => ({
    monday: [],
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: weekend,
    sunday: weekend,
  });
  await db
    .insertInto('pickup_location')
    .values([
      {
        org_id: BISTRO_ORG,
        name: 'Comptoir du bistro',
        address: 'Rue de la Paix 12, 1050 Ixelles',
        phone_number: '+3225551234',
        opening_hours: JSON.stringify({
          order: week(slots(['11:00', '14:00'], ['18:00', '21:30']), slots(['11:00', '21:30'])),
          pickupTime: week(slots(['11:30', '14:30'], ['18:30', '22:00']), slots(['11:30', '22:00'])),
        }),
        created_at: at,
      },
      {
        org_id: BISTRO_ORG,
        name: 'Stand du marché Flagey',
        address: 'Place Flagey, 1050 Ixelles',
        phone_number: '+32470123456',
        opening_hours: JSON.stringify({
          order: { ...week([], []), saturday: slots(['08:00', '12:30']), sunday: slots(['08:00', '12:30']) },
          pickupTime: null,
        }),
        created_at: at + 1,
      },
    ])
    .execute();
}

/**
 * The bistro's payment devices: a CashDro at the register (its password encrypted as the API stores it) and a CCV
 * card terminal. Nothing answers at these addresses: the console's "test connection" says so.
 */
export async function seedDemoIntegrations(db: Executor, at: number, secret: Uint8Array): Promise<void> {
  const users = await db
    .selectFrom('app_user')
    .select(['user_id', 'username'])
    .where('org_id', '=', BISTRO_ORG)
    .where('username', 'in', ['register', 'server'])
    .execute();
  const id = (name: string) => users.find((u) => u.username === name)!.user_id;
  const base = { org_id: BISTRO_ORG, created_at: at, updated_at: at };
  await db
    .insertInto('integration')
    .values([
      {
        ...base,
        user_id: id('register'),
        type: 'CASHDRO',
        config_json: JSON.stringify({ ip: 'https://192.168.1.60', username: 'caisse' }),
        password_enc: encryptPassword(secret, BISTRO_ORG, 'cashdro-demo'),
      },
      {
        ...base,
        user_id: id('server'),
        type: 'CCV_OPI',
        config_json: JSON.stringify({ ip: '192.168.1.61', localPrint: true }),
        password_enc: null,
      },
    ])
    .execute();
}

/** Demo promo codes of the bistro (none auto-activates, so the seeded activity is not discounted). */
async function insertPromoCodes(db: Executor, at: number): Promise<void> {
  const day = 86_400_000;
  const softs = await db
    .selectFrom('product_group')
    .select('id')
    .where('org_id', '=', BISTRO_ORG)
    .where('name', '=', 'Softs')
    .executeTakeFirstOrThrow();
  const base = { org_id: BISTRO_ORG, created_at: at, used_count: 0, auto_activate: 0 };
  await db
    .insertInto('promo_code')
    .values([
      {
        ...base,
        promo_code: 'BIENVENUE10',
        promo_code_type: 'PERCENTAGE',
        discount_hundredths: 1000,
        start_date: at - 30 * day,
        end_date: at + 365 * day,
        max_uses: 100000,
        m_amount: null,
        n_amount: null,
        apply_group_id: null,
      },
      {
        ...base,
        promo_code: 'SOFTS3POUR2',
        promo_code_type: 'M_PLUS_N_SAME_PRICE',
        discount_hundredths: null,
        start_date: null,
        end_date: null,
        max_uses: null,
        m_amount: 2,
        n_amount: 1,
        apply_group_id: softs.id,
      },
    ])
    .execute();
}
