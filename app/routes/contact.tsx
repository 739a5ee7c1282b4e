/** Placeholder while part 2 of the storefront is built; replaced by the real screen. */
export default function Placeholder() {
  return <p>contact</p>;
}
