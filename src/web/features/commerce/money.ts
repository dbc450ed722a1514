/** An amount in dollars as the reader's locale writes money ("$84.55"). */
export function formatMoney(amount: number, language: string, currency = 'usd') {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

/** A percentage such as 5 or 12.5 ("5%", "12.5%"). */
export function formatPercent(value: number, language: string) {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}
