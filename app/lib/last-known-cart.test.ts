import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../domain/views/cart';
import { forgetLastKnownCart, keepCart, useNewestCart } from './last-known-cart';

/** A cart told apart by its count (the hook never looks inside). */
const cartOf = (count: number) => ({ count }) as unknown as Cart;

afterEach(() => localStorage.clear());

describe('the last known cart', () => {
  it('is the page cart when nothing newer is kept', () => {
    const page = cartOf(1);
    const { result } = renderHook(() => useNewestCart('asha', page, 1000));
    expect(result.current).toBe(page);
  });

  it('replaces an older page cart of the same shopper, and follows what is kept later', () => {
    keepCart('asha', cartOf(2), 2000);
    const { result } = renderHook(() => useNewestCart('asha', cartOf(1), 1000));
    expect(result.current).toEqual(cartOf(2));
    act(() => keepCart('asha', cartOf(3), 3000));
    expect(result.current).toEqual(cartOf(3));
    act(() => forgetLastKnownCart());
    expect(result.current).toEqual(cartOf(1));
  });

  it("renders nothing again when the page keeps its own cart, or an older one is kept, or another shopper's", () => {
    const page = cartOf(1);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNewestCart('asha', page, 1000);
    });
    const before = renders;
    act(() => keepCart('asha', page, 1000));
    act(() => keepCart('ravi', cartOf(4), 5000));
    expect(renders).toBe(before);
    expect(result.current).toBe(page);
    // A newer cart of this shopper does render, and shows.
    act(() => keepCart('asha', cartOf(2), 2000));
    expect(renders).toBe(before + 1);
    expect(result.current).toEqual(cartOf(2));
  });

  it("never shows another shopper's cart, or a guest any cart", () => {
    keepCart('asha', cartOf(2), 2000);
    expect(renderHook(() => useNewestCart('ravi', cartOf(1), 1000)).result.current).toEqual(cartOf(1));
    // A guest is nobody's '' either.
    keepCart('', cartOf(3), 3000);
    expect(renderHook(() => useNewestCart(null, null, 1000)).result.current).toBeNull();
  });

  it('keeps a cart only when it is newer than the one kept for the same shopper', () => {
    keepCart('asha', cartOf(2), 2000);
    keepCart('asha', cartOf(1), 1000);
    expect(renderHook(() => useNewestCart('asha', cartOf(0), 0)).result.current).toEqual(cartOf(2));
    // Another shopper's cart replaces it whatever its time.
    keepCart('ravi', cartOf(5), 500);
    expect(renderHook(() => useNewestCart('ravi', cartOf(0), 0)).result.current).toEqual(cartOf(5));
    expect(renderHook(() => useNewestCart('asha', cartOf(0), 0)).result.current).toEqual(cartOf(0));
  });

  it('a page newer than the kept cart wins', () => {
    keepCart('asha', cartOf(2), 2000);
    const page = cartOf(4);
    expect(renderHook(() => useNewestCart('asha', page, 3000)).result.current).toBe(page);
  });
});
