/** Credits a new console account starts with, recorded as a ledger grant, so a developer can try billed endpoints. */
export const STARTER_CREDITS = 25;
