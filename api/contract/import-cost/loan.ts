/**
 * A loan repaid in equal monthly instalments (annuity): payment = P·r / (1 − (1 + r)^−n), with r the yearly
 * nominal rate divided by 12 and n the number of months; at 0 % it is P / n.
 */

/**
 * Default yearly rate: the Croatian National Bank's average rate on new general-purpose (nenamjenski) and
 * other loans to households, October 2025: 5.35 % (HNB statistical release on credit institutions' interest
 * rates, as reported by forbes.dnevnik.hr on 28 November 2025).
 */
export const TYPICAL_LOAN_RATE = {
  percent: 5.35,
  source: 'HNB, kamatne stope kreditnih institucija, listopad 2025.',
  date: '2025-11-28',
} as const;

export const LOAN_TERM = { min: 12, max: 96, step: 12, default: 60 } as const;

export interface LoanResult {
  principal: number;
  monthly: number;
  totalPaid: number;
  totalInterest: number;
}

export function annuity(principal: number, yearlyPercent: number, months: number): LoanResult {
  if (!(principal > 0) || !(months > 0))
    return { principal: Math.max(0, principal || 0), monthly: 0, totalPaid: 0, totalInterest: 0 };
  const r = yearlyPercent / 100 / 12;
  const monthly = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  const rounded = Math.round(monthly * 100) / 100;
  const totalPaid = Math.round(monthly * months * 100) / 100;
  return { principal, monthly: rounded, totalPaid, totalInterest: Math.round((totalPaid - principal) * 100) / 100 };
}
