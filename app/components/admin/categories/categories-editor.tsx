import { useState, type FormEvent } from 'react';
import {
  createCategoryBodySchema,
  maxCategoryNameLength,
  createSubCategoryBodySchema,
  updateCategoryBodySchema,
  updateSubCategoryBodySchema,
} from '../../../../domain/schemas/admin-categories';
import type { AdminCategory, AdminSubCategory } from '../../../../domain/views/admin-categories';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../content/confirm-dialog';
import { primaryButton, secondaryButton, sectionCard } from '../content/content-styles';
import { EntryActions } from '../content/entry-actions';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';
import {
  CategoryForm,
  categoryBody,
  categoryFormFields,
  categoryThumb,
  emptyCategoryDraft,
  type CategoryDraft,
} from './category-form';

/** The sub category forms show one field. */
const nameField = ['name'];

/** A sub category's name, in the add and the rename form: every refusal is about it, so it shows them all. */
function SubCategoryNameField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <TextField
      label={label}
      name="name"
      required
      value={value}
      maxLength={maxCategoryNameLength}
      onChange={onChange}
      error={errors.name ?? errors.form}
      className="min-w-0 flex-1"
    />
  );
}

const productsText = (n: number) => (n === 1 ? '1 product' : `${n} products`);

function Status({ shown, hiddenText }: { shown: boolean; hiddenText: string }) {
  return shown ? (
    <span className="font-medium text-emerald-800">Shown</span>
  ) : (
    <span className="font-medium text-gray-700">{hiddenText}</span>
  );
}

/**
 * A category's or a sub category's buttons: move it one step, hide or show it (each one write, its toast naming it),
 * edit it, and delete it while it holds no products.
 */
function CatalogEntryActions({
  name,
  label,
  path,
  shown,
  position,
  count,
  editText,
  onEdit,
  onDelete,
}: {
  name: string;
  label: string;
  /** The entry's address under /api/admin: `categories/{id}` or `sub-categories/{id}`. */
  path: string;
  shown: boolean;
  position: number;
  count: number;
  editText?: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { send, busy } = useStaffWrite();
  return (
    <EntryActions
      label={label}
      position={position}
      count={count}
      busy={busy}
      onMove={(direction) =>
        void send({ path: `${path}/move`, body: { direction }, success: `${name} moved ${direction}` })
      }
      shown={shown}
      onToggleShown={() =>
        void send({
          path: `${path}/visibility`,
          body: { isActive: !shown },
          success: shown ? `${name} hidden` : `${name} shown`,
        })
      }
      editText={editText}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

/**
 * Asks before a delete, sends it, and keeps the server's refusal (it holds products after all: someone added one
 * since the page loaded) in place, beside the record, once the dialog has closed.
 */
function useDelete(path: string) {
  const { send, busy } = useStaffWrite();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function confirm() {
    const { errors } = await send({ method: 'DELETE', path, fields: [] });
    setConfirming(false);
    setRefusal(errors?.form ?? null);
  }
  return { busy, confirming, setConfirming, refusal, confirm };
}

/** The question `useDelete` asks, while it asks it. */
function DeleteDialog({
  remove,
  title,
  text,
  confirmLabel,
}: {
  remove: ReturnType<typeof useDelete>;
  title: string;
  text: string;
  confirmLabel: string;
}) {
  if (!remove.confirming) return null;
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      busy={remove.busy}
      onClose={() => remove.setConfirming(false)}
      onConfirm={() => void remove.confirm()}
    />
  );
}

function SubCategoryRow({
  sub,
  position,
  count,
  categoryName,
}: {
  sub: AdminSubCategory;
  position: number;
  count: number;
  categoryName: string;
}) {
  const { send, busy } = useStaffWrite();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(sub.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const path = `sub-categories/${encodeURIComponent(sub.id)}`;
  const remove = useDelete(path);
  const label = `${sub.name} (${categoryName})`;

  async function rename(event: FormEvent) {
    event.preventDefault();
    const parsed = updateSubCategoryBodySchema.safeParse({ name });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, nameField));
    const result = await send({ method: 'PUT', path, body: parsed.data, fields: nameField });
    setErrors(result.errors ?? {});
    if (result.ok) setRenaming(false);
  }

  return (
    <li className="border-t border-gray-100 py-2 first:border-t-0" data-testid="admin-sub-category">
      {renaming ? (
        <form onSubmit={(e) => void rename(e)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SubCategoryNameField label={`New name for ${sub.name}`} value={name} onChange={setName} errors={errors} />
          <div className="flex gap-2">
            <button type="submit" className={primaryButton} disabled={busy}>
              Save
            </button>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setRenaming(false);
                setName(sub.name);
                setErrors({});
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 text-sm break-words text-gray-900">
            <span className="font-medium" data-testid="admin-sub-category-name">
              {sub.name}
            </span>
            <span className="text-gray-700"> · {productsText(sub.products)} · </span>
            <Status shown={sub.isActive} hiddenText="Hidden" />
          </p>
          <CatalogEntryActions
            name={sub.name}
            label={label}
            path={path}
            shown={sub.isActive}
            position={position}
            count={count}
            editText="Rename"
            onEdit={() => setRenaming(true)}
            onDelete={sub.products === 0 ? () => remove.setConfirming(true) : undefined}
          />
        </div>
      )}
      {remove.refusal ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {remove.refusal}
        </p>
      ) : null}
      <DeleteDialog
        remove={remove}
        title={`Delete the sub category ${sub.name}?`}
        text="It holds no products, so nothing else changes. It is gone for good; to keep it for later, hide it instead."
        confirmLabel="Delete sub category"
      />
    </li>
  );
}

function AddSubCategoryForm({ category }: { category: AdminCategory }) {
  const { send, busy } = useStaffWrite();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = createSubCategoryBodySchema.safeParse({ name });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, nameField));
    const result = await send({
      path: `categories/${encodeURIComponent(category.id)}/sub-categories`,
      body: parsed.data,
      fields: nameField,
    });
    setErrors(result.errors ?? {});
    if (result.ok) setName('');
  }

  return (
    <form
      onSubmit={(e) => void add(e)}
      noValidate
      aria-label={`Add a sub category to ${category.name}`}
      className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <SubCategoryNameField label="New sub category" value={name} onChange={setName} errors={errors} />
      <button type="submit" className={secondaryButton} disabled={busy}>
        Add sub category<span className="sr-only"> to {category.name}</span>
      </button>
    </form>
  );
}

function CategoryRow({ category: c, position, count }: { category: AdminCategory; position: number; count: number }) {
  const { send, busy } = useStaffWrite();
  const [editing, setEditing] = useState(false);
  const path = `categories/${encodeURIComponent(c.id)}`;
  const remove = useDelete(path);

  async function save(draft: CategoryDraft): Promise<FieldErrors | null> {
    const { name, image, hsnCode, gstRateBp, returnDays } = categoryBody(draft);
    const parsed = updateCategoryBodySchema.safeParse({ name, image, hsnCode, gstRateBp, returnDays });
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues, categoryFormFields);
    const { errors } = await send({ method: 'PUT', path, body: parsed.data, fields: categoryFormFields });
    if (!errors) setEditing(false);
    return errors;
  }

  return (
    <li className="border-t border-gray-200 py-4 first:border-t-0" data-testid="admin-category">
      {editing ? (
        <CategoryForm
          initial={{
            name: c.name,
            image: c.image,
            hsnCode: c.hsnCode,
            gstRateBp: c.gstRateBp,
            returnDays: String(c.returnDays),
            isActive: c.isActive,
          }}
          submitLabel="Save"
          busy={busy}
          testId={`edit-category-${position}`}
          withVisibility={false}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          <div className="flex min-w-0 flex-1 gap-3">
            {c.image ? <img src={c.image} alt="" loading="lazy" className={categoryThumb} /> : null}
            <div className="min-w-0">
              <p className="font-semibold break-words text-gray-900">
                <span className="mr-2 text-gray-600">{position}.</span>
                <span data-testid="admin-category-name">{c.name}</span>
              </p>
              <p className="text-sm text-gray-700">
                {productsText(c.products)} · HSN {c.hsnCode || 'none'} · GST {c.gstRateBp / 100}% ·{' '}
                {c.returnDays === 0 ? 'Not returnable' : `${c.returnDays}-day returns`}
              </p>
              <p className="text-sm" data-testid="admin-category-status">
                <Status shown={c.isActive} hiddenText="Hidden from shoppers, with its products" />
              </p>
            </div>
          </div>
          <CatalogEntryActions
            name={c.name}
            label={c.name}
            path={path}
            shown={c.isActive}
            position={position}
            count={count}
            onEdit={() => setEditing(true)}
            onDelete={c.products === 0 ? () => remove.setConfirming(true) : undefined}
          />
        </div>
      )}
      {remove.refusal ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700" data-testid="admin-category-refusal">
          {remove.refusal}
        </p>
      ) : c.products > 0 && !editing ? (
        <p className="mt-2 text-sm text-gray-700">
          It holds products, so it cannot be deleted: hide it to take it and its products off the shop.
        </p>
      ) : null}

      <div className="mt-3 rounded-md bg-gray-50 p-3 sm:ml-6">
        <h3 className="text-sm font-semibold text-gray-900">Sub categories of {c.name}</h3>
        {c.subCategories.length === 0 ? (
          <p className="mt-1 text-sm text-gray-700">None yet.</p>
        ) : (
          <ol aria-label={`Sub categories of ${c.name} in order`} className="mt-1">
            {c.subCategories.map((sub, index) => (
              <SubCategoryRow
                key={sub.id}
                sub={sub}
                position={index + 1}
                count={c.subCategories.length}
                categoryName={c.name}
              />
            ))}
          </ol>
        )}
        <AddSubCategoryForm category={c} />
      </div>

      <DeleteDialog
        remove={remove}
        title={`Delete the category ${c.name}?`}
        text="It holds no products. It and its sub categories are gone for good; to keep it for later, hide it instead."
        confirmLabel="Delete category"
      />
    </li>
  );
}

/**
 * The categories screen's body (rule:admin-categories): every category in the storefront's order with its picture,
 * product count and whether shoppers see it, its sub categories, each movable, hidden or shown with one button,
 * editable in place and deletable after a question while it holds no products; and a form to add a category.
 */
export function CategoriesEditor({ categories }: { categories: AdminCategory[] }) {
  const { send, busy } = useStaffWrite();

  async function add(draft: CategoryDraft): Promise<FieldErrors | null> {
    const parsed = createCategoryBodySchema.safeParse(categoryBody(draft));
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues, categoryFormFields);
    return (await send({ path: 'categories', body: parsed.data, fields: categoryFormFields })).errors;
  }

  return (
    <>
      <section aria-labelledby="categories-heading" className="mt-6">
        <h2 id="categories-heading" className="text-xl font-semibold text-gray-900">
          Categories in order
        </h2>
        <div className={sectionCard}>
          {categories.length === 0 ? (
            <p className="text-sm text-gray-700">No categories yet.</p>
          ) : (
            <ol aria-label="Categories in order">
              {categories.map((c, index) => (
                <CategoryRow key={c.id} category={c} position={index + 1} count={categories.length} />
              ))}
            </ol>
          )}
        </div>
      </section>
      <section aria-labelledby="add-category-heading" className="mt-10">
        <h2 id="add-category-heading" className="text-xl font-semibold text-gray-900">
          Add a category
        </h2>
        <div className={sectionCard}>
          <CategoryForm
            initial={emptyCategoryDraft}
            submitLabel="Add category"
            busy={busy}
            testId="new-category"
            withVisibility
            onSubmit={add}
          />
        </div>
      </section>
    </>
  );
}
