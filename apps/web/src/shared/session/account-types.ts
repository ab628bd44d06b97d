/** account type of free-play guests (spec §4: type 4 gets the "a real account is needed" warning) */
export const trialAccountType = 4;
