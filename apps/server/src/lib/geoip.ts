import { type CountryResponse, open, type Reader } from 'maxmind';

/** Decides the country of a client. Pluggable: tests pass a fixed table, production reads a MaxMind file. */
export interface GeoIpLookup {
  country(ip: string, headers: Record<string, string | string[] | undefined>): string | null;
}

export interface GeoIpOptions {
  mmdbPath?: string;
  /** a header set by the edge in front of us (e.g. cf-ipcountry); trusted only when configured */
  countryHeader?: string;
}

const normaliseCountry = (value: string | undefined | null): string | null => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
};

export const createGeoIpLookup = async (options: GeoIpOptions): Promise<GeoIpLookup> => {
  const reader: Reader<CountryResponse> | null = options.mmdbPath ? await open(options.mmdbPath) : null;
  return {
    country(ip, headers) {
      if (options.countryHeader) {
        const raw = headers[options.countryHeader];
        const fromHeader = normaliseCountry(Array.isArray(raw) ? raw[0] : raw);
        if (fromHeader) return fromHeader;
      }
      if (!reader) return null;
      try {
        return normaliseCountry(reader.get(ip)?.country?.iso_code);
      } catch {
        return null;
      }
    },
  };
};

export const fixedGeoIp = (table: Record<string, string>): GeoIpLookup => ({
  country: (ip) => table[ip] ?? null,
});
