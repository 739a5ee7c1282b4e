import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { ImagePickButtons } from '../../ui/image-pick-buttons';
import { RequiredMark } from '../../ui/text-field';
import { useImageUpload } from '../../../lib/use-image-upload';
import { createProductBodySchema, productFormSchema } from '../../../../domain/schemas/admin-products';
import { gstRatesBp } from '../../../../domain/shared/gst-rates';
import {
  maxHsnCodeLength,
  maxProductBrandLength,
  maxProductDescriptionLength,
  maxProductFullDescriptionLength,
  maxProductMaterialLength,
  maxProductOptionLength,
  maxProductTitleLength,
} from '../../../../domain/shared/limits';
import type { AdminProduct } from '../../../../domain/views/admin-products';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';
import { CategoryOptions } from './category-options';

export interface CategoryChoice {
  id: string;
  name: string;
  isActive: boolean;
  subCategories: { id: string; name: string; isActive: boolean }[];
}

type OptionField = 'sizes' | 'colors' | 'specs' | 'rams' | 'weight';
const optionFields: { key: OptionField; label: string; example: string }[] = [
  { key: 'sizes', label: 'Sizes', example: 'M' },
  { key: 'colors', label: 'Colours', example: 'Maroon' },
  { key: 'specs', label: 'Storage', example: '128 GB' },
  { key: 'rams', label: 'RAM', example: '8 GB' },
  { key: 'weight', label: 'Weights', example: '500 g' },
];

interface Draft {
  title: string;
  brand: string;
  description: string;
  fullDescription: string;
  titleHi: string;
  descriptionHi: string;
  price: string;
  discount: string;
  categoryId: string;
  subCategoryId: string;
  sizes: string[];
  colors: string[];
  specs: string[];
  rams: string[];
  weight: string[];
  material: string;
  images: string[];
  hsnCode: string;
  gstRateBp: string;
  returnDays: string;
  isActive: boolean;
  openingStock: string;
}

function draftOf(product: AdminProduct | null, categories: CategoryChoice[]): Draft {
  return {
    title: product?.title ?? '',
    brand: product?.brand ?? '',
    description: product?.description ?? '',
    fullDescription: product?.fullDescription ?? '',
    titleHi: product?.titleHi ?? '',
    descriptionHi: product?.descriptionHi ?? '',
    price: product ? String(product.price) : '',
    discount: product ? String(product.discount) : '0',
    categoryId: product?.categoryId ?? categories[0]?.id ?? '',
    subCategoryId: product?.subCategoryId ?? '',
    sizes: product?.sizes ?? [],
    colors: product?.colors ?? [],
    specs: product?.specs ?? [],
    rams: product?.rams ?? [],
    weight: product?.weight ?? [],
    material: product?.material ?? '',
    images: product?.images ?? [],
    hsnCode: product?.hsnCode ?? '',
    gstRateBp: product?.gstRateBp === null || product?.gstRateBp === undefined ? '' : String(product.gstRateBp),
    returnDays: product?.returnDays === null || product?.returnDays === undefined ? '' : String(product.returnDays),
    isActive: product?.isActive ?? true,
    openingStock: '0',
  };
}

/** The request body the API takes, from what staff typed: numbers as numbers, blanks as the category's. */
function bodyOf(draft: Draft, creating: boolean) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    title: draft.title,
    brand: draft.brand,
    description: draft.description,
    fullDescription: draft.fullDescription,
    titleHi: draft.titleHi.trim() === '' ? null : draft.titleHi,
    descriptionHi: draft.descriptionHi.trim() === '' ? null : draft.descriptionHi,
    price: number(draft.price),
    discount: number(draft.discount),
    categoryId: draft.categoryId,
    subCategoryId: draft.subCategoryId === '' ? null : draft.subCategoryId,
    sizes: draft.sizes,
    colors: draft.colors,
    specs: draft.specs,
    rams: draft.rams,
    weight: draft.weight,
    material: draft.material,
    images: draft.images,
    hsnCode: draft.hsnCode.trim() === '' ? null : draft.hsnCode.trim(),
    gstRateBp: draft.gstRateBp === '' ? null : Number(draft.gstRateBp),
    returnDays: draft.returnDays.trim() === '' ? null : number(draft.returnDays),
    isActive: draft.isActive,
    ...(creating ? { openingStock: number(draft.openingStock) } : {}),
  };
}

const input =
  'block min-h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 aria-[invalid=true]:border-red-600';
const small = 'text-sm font-medium text-gray-900';

/** A labelled field; `required` marks the label (rule:required-fields-marked), the control carries `required` too. */
function Field({
  id,
  label,
  error,
  hint,
  required = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={small}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Editable chips of one option list: add with Enter or the button, remove with the chip's button. */
function OptionChips({
  id,
  label,
  example,
  values,
  error,
  onChange,
}: {
  id: string;
  label: string;
  example: string;
  values: string[];
  error?: string;
  onChange: (values: string[]) => void;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const value = text.trim();
    if (value === '' || values.some((v) => v.toLowerCase() === value.toLowerCase())) return setText('');
    onChange([...values, value]);
    setText('');
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={small}>{label}</legend>
      <ul className="mt-1 flex flex-wrap gap-2">
        {values.map((value) => (
          <li key={value} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-sm">
            {value}
            <button
              type="button"
              onClick={() => onChange(values.filter((v) => v !== value))}
              className="inline-flex h-8 w-8 items-center justify-center rounded-full text-gray-700 hover:bg-gray-200"
              aria-label={`Remove ${label.toLowerCase()} ${value}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex gap-2">
        <label htmlFor={id} className="sr-only">
          Add to {label.toLowerCase()}
        </label>
        <input
          id={id}
          value={text}
          maxLength={maxProductOptionLength}
          placeholder={`e.g. ${example}`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={`${input} max-w-48`}
        />
        <button type="button" onClick={add} className="min-h-11 rounded-md border border-gray-300 px-3 text-sm">
          Add
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The product form (rule:admin-catalog): every field of productFormSchema, checked in the browser with the same
 * schema the API uses and then by the server, each message shown beside its field. Images go through the upload
 * pipeline (POST /api/upload/uploadImage) and are claimed when the product is saved; their order is the order
 * shoppers see them in. Stock is not edited here (the stock ledger is, rule:stock-ledger), except a new product's
 * opening stock.
 */
export function ProductForm({ product, categories }: { product: AdminProduct | null; categories: CategoryChoice[] }) {
  const creating = product === null;
  const id = useId();
  const navigate = useNavigate();
  const { send, busy } = useStaffWrite();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, categories));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploadingImage, setUploadingImage] = useState(false);
  const { fileInput, upload } = useImageUpload({
    onUploaded: (url) => setDraft((d) => ({ ...d, images: [...d.images, url] })),
    onUploadingChange: setUploadingImage,
    onError: (message) => setErrors((e) => ({ ...e, images: message })),
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const category = categories.find((c) => c.id === draft.categoryId);
  const fieldId = (name: string) => `${id}-${name}`;
  const describe = (name: string) => (errors[name] ? `${fieldId(name)}-error` : undefined);
  const moveImage = (from: number, to: number) =>
    setDraft((d) => {
      const images = [...d.images];
      const [moved] = images.splice(from, 1);
      images.splice(to, 0, moved!);
      return { ...d, images };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft, creating);
    const checked = (creating ? createProductBodySchema : productFormSchema).safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues, Object.keys(body)));
      toast.error('Please correct the fields marked in red.');
      return;
    }
    setErrors({});
    // The server's refusal comes back per field (a 400's details), beside each field.
    const result = await send<AdminProduct>({
      method: creating ? 'POST' : 'PUT',
      path: creating ? 'products' : `products/${product.id}`,
      body: creating ? body : { ...body, expectedVersion: product.version },
      fields: Object.keys(body),
    });
    setErrors(result.errors ?? {});
    if (result.ok && creating) navigate(`/admin/products/${result.data.id}`);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={creating ? 'New product' : 'Edit product'}>
      <section className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <Field id={fieldId('title')} label="Title" error={errors.title} required>
            <input
              id={fieldId('title')}
              required
              value={draft.title}
              maxLength={maxProductTitleLength}
              onChange={(e) => set('title', e.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describe('title')}
              className={input}
            />
          </Field>
        </div>
        <Field id={fieldId('brand')} label="Brand" error={errors.brand}>
          <input
            id={fieldId('brand')}
            value={draft.brand}
            maxLength={maxProductBrandLength}
            onChange={(e) => set('brand', e.target.value)}
            aria-invalid={errors.brand ? true : undefined}
            aria-describedby={describe('brand')}
            className={input}
          />
        </Field>
        <Field id={fieldId('material')} label="Material" error={errors.material}>
          <input
            id={fieldId('material')}
            value={draft.material}
            maxLength={maxProductMaterialLength}
            onChange={(e) => set('material', e.target.value)}
            aria-describedby={describe('material')}
            className={input}
          />
        </Field>
        <Field id={fieldId('price')} label="Price (₹, before discount)" error={errors.price} required>
          <input
            id={fieldId('price')}
            required
            value={draft.price}
            inputMode="decimal"
            onChange={(e) => set('price', e.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={describe('price')}
            className={input}
          />
        </Field>
        <Field id={fieldId('discount')} label="Discount (%)" error={errors.discount}>
          <input
            id={fieldId('discount')}
            value={draft.discount}
            inputMode="numeric"
            onChange={(e) => set('discount', e.target.value)}
            aria-invalid={errors.discount ? true : undefined}
            aria-describedby={describe('discount')}
            className={input}
          />
        </Field>
        <Field id={fieldId('categoryId')} label="Category" error={errors.categoryId} required>
          <select
            id={fieldId('categoryId')}
            required
            value={draft.categoryId}
            onChange={(e) => setDraft((d) => ({ ...d, categoryId: e.target.value, subCategoryId: '' }))}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={describe('categoryId')}
            className={input}
          >
            <CategoryOptions choices={categories} />
          </select>
        </Field>
        <Field id={fieldId('subCategoryId')} label="Sub category" error={errors.subCategoryId}>
          <select
            id={fieldId('subCategoryId')}
            value={draft.subCategoryId}
            onChange={(e) => set('subCategoryId', e.target.value)}
            aria-invalid={errors.subCategoryId ? true : undefined}
            aria-describedby={describe('subCategoryId')}
            className={input}
          >
            <option value="">None</option>
            <CategoryOptions choices={category?.subCategories ?? []} />
          </select>
        </Field>
        <div className="md:col-span-2">
          <Field id={fieldId('description')} label="Short description" error={errors.description}>
            <textarea
              id={fieldId('description')}
              value={draft.description}
              maxLength={maxProductDescriptionLength}
              rows={2}
              onChange={(e) => set('description', e.target.value)}
              aria-describedby={describe('description')}
              className={`${input} py-2`}
            />
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field id={fieldId('fullDescription')} label="Full description" error={errors.fullDescription}>
            <textarea
              id={fieldId('fullDescription')}
              value={draft.fullDescription}
              maxLength={maxProductFullDescriptionLength}
              rows={6}
              onChange={(e) => set('fullDescription', e.target.value)}
              aria-describedby={describe('fullDescription')}
              className={`${input} py-2`}
            />
          </Field>
        </div>
        {/* Hindi pages show these when present, else the English (rule:shop-language). */}
        <div className="md:col-span-2">
          <Field
            id={fieldId('titleHi')}
            label="Title (Hindi)"
            hint="Optional: Hindi pages show it; blank shows the English title."
            error={errors.titleHi}
          >
            <input
              id={fieldId('titleHi')}
              lang="hi"
              value={draft.titleHi}
              maxLength={maxProductTitleLength}
              onChange={(e) => set('titleHi', e.target.value)}
              aria-invalid={errors.titleHi ? true : undefined}
              aria-describedby={describe('titleHi') ?? `${fieldId('titleHi')}-hint`}
              className={input}
            />
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field
            id={fieldId('descriptionHi')}
            label="Description (Hindi)"
            hint="Optional: Hindi pages show it instead of the short description."
            error={errors.descriptionHi}
          >
            <textarea
              id={fieldId('descriptionHi')}
              lang="hi"
              value={draft.descriptionHi}
              maxLength={maxProductDescriptionLength}
              rows={2}
              onChange={(e) => set('descriptionHi', e.target.value)}
              aria-invalid={errors.descriptionHi ? true : undefined}
              aria-describedby={describe('descriptionHi') ?? `${fieldId('descriptionHi')}-hint`}
              className={`${input} py-2`}
            />
          </Field>
        </div>
      </section>

      <section aria-labelledby={fieldId('images-heading')} className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id={fieldId('images-heading')} className="text-lg font-semibold text-gray-900">
          Images
          <RequiredMark spoken />
        </h2>
        <p className="text-sm text-gray-600">Shoppers see them in this order; the first is the product’s picture.</p>
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {draft.images.map((url, i) => (
            <li key={url} className="rounded-md border border-gray-200 p-2">
              <img src={url} alt={`Image ${i + 1}`} width={160} height={160} className="h-32 w-full object-contain" />
              <div className="mt-2 flex flex-wrap gap-1">
                <button
                  type="button"
                  disabled={i === 0}
                  onClick={() => moveImage(i, i - 1)}
                  className="min-h-10 rounded border border-gray-300 px-2 text-xs disabled:opacity-50"
                  aria-label={`Move image ${i + 1} earlier`}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  disabled={i === draft.images.length - 1}
                  onClick={() => moveImage(i, i + 1)}
                  className="min-h-10 rounded border border-gray-300 px-2 text-xs disabled:opacity-50"
                  aria-label={`Move image ${i + 1} later`}
                >
                  Later
                </button>
                <button
                  type="button"
                  onClick={() =>
                    set(
                      'images',
                      draft.images.filter((u) => u !== url),
                    )
                  }
                  className="min-h-10 rounded border border-red-300 px-2 text-xs text-red-700"
                  aria-label={`Remove image ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-3">
          <ImagePickButtons
            id={fieldId('image-file')}
            fileInput={fileInput}
            hasImage={false}
            uploading={uploadingImage}
            chooseLabel="Add an image"
            changeLabel="Add an image"
            describedBy={errors.images ? `${fieldId('images')}-error` : fieldId('images-heading')}
            invalid={errors.images !== undefined}
            onFile={(file) => void upload(file)}
            onRemove={() => undefined}
          />
          {errors.images ? (
            <p id={`${fieldId('images')}-error`} className="mt-1 text-sm text-red-700">
              {errors.images}
            </p>
          ) : null}
        </div>
      </section>

      <section className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-2">
        <h2 className="text-lg font-semibold text-gray-900 md:col-span-2">Options shoppers choose</h2>
        {optionFields.map((f) => (
          <OptionChips
            key={f.key}
            id={fieldId(f.key)}
            label={f.label}
            example={f.example}
            values={draft[f.key]}
            error={errors[f.key]}
            onChange={(values) => set(f.key, values)}
          />
        ))}
      </section>

      <section className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-3">
        <h2 className="text-lg font-semibold text-gray-900 md:col-span-3">Tax, stock and visibility</h2>
        <Field id={fieldId('hsnCode')} label="HSN code" hint="Blank takes the category’s." error={errors.hsnCode}>
          <input
            id={fieldId('hsnCode')}
            value={draft.hsnCode}
            inputMode="numeric"
            maxLength={maxHsnCodeLength}
            onChange={(e) => set('hsnCode', e.target.value)}
            aria-invalid={errors.hsnCode ? true : undefined}
            aria-describedby={describe('hsnCode')}
            className={input}
          />
        </Field>
        <Field id={fieldId('gstRateBp')} label="GST rate" error={errors.gstRateBp}>
          <select
            id={fieldId('gstRateBp')}
            value={draft.gstRateBp}
            onChange={(e) => set('gstRateBp', e.target.value)}
            aria-describedby={describe('gstRateBp')}
            className={input}
          >
            <option value="">The category’s</option>
            {gstRatesBp.map((bp) => (
              <option key={bp} value={bp}>
                {bp / 100}%
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('returnDays')}
          label="Return window (days)"
          hint="Blank takes the category’s; 0 is not returnable."
          error={errors.returnDays}
        >
          <input
            id={fieldId('returnDays')}
            value={draft.returnDays}
            inputMode="numeric"
            onChange={(e) => set('returnDays', e.target.value)}
            aria-invalid={errors.returnDays ? true : undefined}
            aria-describedby={describe('returnDays')}
            className={input}
          />
        </Field>
        {creating ? (
          <Field id={fieldId('openingStock')} label="Opening stock" error={errors.openingStock}>
            <input
              id={fieldId('openingStock')}
              value={draft.openingStock}
              inputMode="numeric"
              onChange={(e) => set('openingStock', e.target.value)}
              aria-invalid={errors.openingStock ? true : undefined}
              aria-describedby={describe('openingStock')}
              className={input}
            />
          </Field>
        ) : (
          <p className="text-sm text-gray-700">
            In stock: <strong>{product.stock}</strong>.{' '}
            <a href={`/admin/stock/${product.id}`} className="text-blue-700 underline">
              Change it on the stock ledger
            </a>
          </p>
        )}
        <div className="flex items-center gap-2 md:col-span-3">
          <input
            id={fieldId('isActive')}
            type="checkbox"
            checked={draft.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
            className="h-5 w-5"
          />
          <label htmlFor={fieldId('isActive')} className={small}>
            Shown in the shop
          </label>
        </div>
      </section>

      {errors.form || errors.isActive ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form ?? errors.isActive}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy || uploadingImage}
          className="min-h-11 rounded-lg bg-blue-700 px-5 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
        >
          {busy ? 'Saving...' : creating ? 'Add product' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
