import { z } from 'zod';

const firstInstantYear = 2000;
const lastInstantYear = 2100;

/** The UTC year lies in 2000–2100: what a schedule can mean, and what `Date` and the database both hold. */
const inSupportedYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= firstInstantYear && year <= lastInstantYear;
};
const yearsMessage = `must be a time between the years ${firstInstantYear} and ${lastInstantYear}`;

/** An ISO 8601 time with its offset (`2026-12-06T08:00:00+07:00`), of the years 2000–2100. */
export const instant = z.iso.datetime({ offset: true }).refine(inSupportedYears, yearsMessage);
