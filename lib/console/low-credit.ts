/** The console's low-credit notice shows while the balance is below the threshold the user chose (none: never). */
export function isLowOnCredits(user: { creditsBalance: number; lowCreditThreshold: number | null }): boolean {
  return user.lowCreditThreshold !== null && user.creditsBalance < user.lowCreditThreshold;
}
