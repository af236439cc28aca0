const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string | null): Intl.NumberFormat {
  const key = currency ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = currency
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency })
      : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * One readable style for every currency, whatever the page's locale:
 * en-US grouping with the currency's own symbol ("$1,299.99", "€1,299.00", "CHF 12.50").
 */
export function formatMoney(amount: number, currency: string | null): string {
  try {
    return formatterFor(currency).format(amount);
  } catch {
    // An unknown code from a page must not break the reason sentence.
    return `${currency} ${formatterFor(null).format(amount)}`;
  }
}

/** Signed percentage: whole numbers, one decimal below 1 % so small moves never read "0%". */
export function formatPercentChange(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  const size = Math.abs(percent);
  const digits = size < 1 ? size.toFixed(1) : String(Math.round(size));
  return `${sign}${digits}%`;
}
