import { useState } from 'react';

/** Twenty-four cards of made-up goods: about what a shop's first screen holds, with none of the shop's code. */
const goods = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  title: `Item ${i + 1}`,
  price: 199 + i * 50,
}));

function Card({ title, price, onAdd }: { title: string; price: number; onAdd: () => void }) {
  return (
    <li style={{ border: '1px solid #ddd', borderRadius: 8, padding: 12 }}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>
      <p style={{ margin: '4px 0' }}>₹{price}</p>
      <button type="button" onClick={onAdd}>
        Add to Cart
      </button>
    </li>
  );
}

/**
 * The floor page of a Lighthouse batch (bench/lighthouse-floor.ts): a heading, a cart count and a grid of cards
 * with one button each, server-rendered, then hydrated by the same React the shop runs.
 */
export function FloorPage() {
  const [inCart, setInCart] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Floor page</h1>
      <p>In the cart: {inCart}</p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 12,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {goods.map((item) => (
          <Card key={item.id} title={item.title} price={item.price} onAdd={() => setInCart((n) => n + 1)} />
        ))}
      </ul>
    </main>
  );
}
