/** Skeleton route: built out in the storefront work. */
export default function Page() {
  return <h1>home</h1>;
}
