/**
 * The database schema: the source of truth for every table. Types elsewhere are
 * derived from it ($inferSelect), never written again. Money is integer paise.
 * Migrations in db/migrations are generated from this file by `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { genders, userRoles } from '../../domain/shared/account-rules';
import { orderStatuses, paymentMethods } from '../../domain/shared/order-rules';

/**
 * `column in ('a', 'b')` for a check constraint, from the same list that types the column, so
 * the constraint, the column's type and every map keyed by the list cannot disagree (ADR 0017).
 * The lists are our own constants, never input, so inlining them as literals is safe.
 */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    gender: text('gender', { enum: genders }).notNull().default('other'),
    profilePic: text('profile_pic').notNull().default(''),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique whatever their case (rule:email-any-case).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_gender_check', oneOf(t.gender, genders)),
    check('users_role_check', oneOf(t.role, userRoles)),
  ],
);

/** Session tokens, stored as SHA-256 hashes (rule:session-tokens: tokens hashed at rest). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Password-reset tokens (rule:reset-links): random, hashed, single use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Every mail the shop sends; without SMTP_URL this is where a developer finds it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html').notNull().default(''),
    /** 'logged' (no SMTP configured), 'sent', or 'failed'. */
    status: text('status').notNull().default('logged'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Failed sign-ins per account, for the per-account limit (rule:login-throttle: 100 an hour). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);

// ---------------------------------------------------------------- catalog

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  image: text('image').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sub_categories_category_name_key').on(t.categoryId, t.name)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    brand: text('brand').notNull().default(''),
    description: text('description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    images: textList('images'),
    /** Integer paise; the API shows rupees. */
    pricePaise: integer('price_paise').notNull(),
    /** Percent, 0 to 90. */
    discount: integer('discount').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sizes: textList('sizes'),
    colors: textList('colors'),
    rams: textList('rams'),
    weight: textList('weight'),
    specs: textList('specs'),
    material: text('material').notNull().default(''),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id),
    /** Kept right by the reviews domain: average rating times 100 (4.35 is 435) and the count. */
    ratingAverageX100: integer('rating_average_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Units sold in non-cancelled orders; ranks "Top Selling" (rule:top-selling). */
    unitsSold: integer('units_sold').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Full-text document: title weighs most, then brand, then description. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(brand, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 90`),
    index('products_category_idx').on(t.categoryId, t.subCategoryId),
    index('products_brand_idx').on(t.brand),
    index('products_price_idx').on(t.pricePaise),
    index('products_rating_idx').on(t.ratingAverageX100),
    index('products_top_selling_idx').on(t.unitsSold.desc(), t.ratingAverageX100.desc()),
    index('products_created_idx').on(t.createdAt.desc()),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_brand_trgm_idx').using('gin', sql`lower(${t.brand}) gin_trgm_ops`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for seeded reviews written before accounts existed; `name` then carries the author. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    profilePic: text('profile_pic').notNull().default(''),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    images: textList('images'),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // One review per shopper per product; a second submission edits it.
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- content

export const testimonials = pgTable('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  title: text('title').notNull().default(''),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const heroContents = pgTable('hero_contents', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  /** Rupees, shown in the hero's free-shipping line. */
  freeshipingAmount: integer('freeshiping_amount').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'desktop' for the banner list, 'mobile' for viewports under 640 px. */
    kind: text('kind').notNull(),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('banners_kind_check', sql`${t.kind} in ('desktop', 'mobile')`), index('banners_kind_idx').on(t.kind)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- cart and orders

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    colors: text('colors').notNull().default(''),
    sizes: text('sizes').notNull().default(''),
    specs: text('specs').notNull().default(''),
    weight: text('weight').notNull().default(''),
    rams: text('rams').notNull().default(''),
    material: text('material').notNull().default(''),
    expiryDate: text('expiry_date').notNull().default(''),
    warranty: text('warranty').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    // Adding the same product with the same options merges into one line.
    uniqueIndex('cart_items_line_key').on(
      t.userId,
      t.productId,
      t.colors,
      t.sizes,
      t.specs,
      t.weight,
      t.rams,
      t.material,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number shown to shoppers and support. */
    orderNumber: integer('order_number').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('Placed'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    email: text('email').notNull().default(''),
    subtotalPaise: integer('subtotal_paise').notNull(),
    savingsPaise: integer('savings_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, paymentMethods)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Snapshot of what the shopper bought, so later catalog edits do not rewrite history. */
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discount: integer('discount').notNull(),
    quantity: integer('quantity').notNull(),
    colors: text('colors').notNull().default(''),
    sizes: text('sizes').notNull().default(''),
    specs: text('specs').notNull().default(''),
    weight: text('weight').notNull().default(''),
    rams: text('rams').notNull().default(''),
    material: text('material').notNull().default(''),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_status_check', oneOf(t.status, orderStatuses)),
  ],
);

/** Idempotency-Key records for POST /api/orders/place (rule:idempotent-orders). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'running' while the first request is in flight, then 'done'. */
    state: text('state').notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type SubCategory = typeof subCategories.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
