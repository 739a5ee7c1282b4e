/** rule:gst-invoice: the amount in words, in Indian numbering (lakh, crore). */
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes crore, lakh, thousand and hundred, then the paise', () => {
    expect(amountInWords(1_234_567_850)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees and Fifty Paise Only',
    );
  });

  it('writes round and small amounts', () => {
    expect(amountInWords(0)).toBe('Zero Rupees Only');
    expect(amountInWords(100)).toBe('One Rupee Only');
    expect(amountInWords(99)).toBe('Zero Rupees and Ninety Nine Paise Only');
    expect(amountInWords(1_250 * 100)).toBe('One Thousand Two Hundred Fifty Rupees Only');
    expect(amountInWords(100_000 * 100 + 1)).toBe('One Lakh Rupees and One Paisa Only');
    expect(amountInWords(2_100_015 * 100)).toBe('Twenty One Lakh Fifteen Rupees Only');
    expect(amountInWords(10_000_000 * 100)).toBe('One Crore Rupees Only');
    expect(amountInWords(1_000_000_000 * 100)).toBe('One Hundred Crore Rupees Only');
    expect(amountInWords(119_900)).toBe('One Thousand One Hundred Ninety Nine Rupees Only');
    expect(amountInWords(1_011_000)).toBe('Ten Thousand One Hundred Ten Rupees Only');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(1.5)).toThrow();
    expect(() => amountInWords(-100)).toThrow();
  });
});
