/** spec §2 Footer. (Skeleton; the full footer is built in the shell work.) */
export function SiteFooter() {
  return <footer className="mt-16 border-t border-gray-200 bg-white py-8 text-center text-sm text-gray-600">Shop</footer>;
}
