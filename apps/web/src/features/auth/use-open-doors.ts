import { isFlagOn } from '@croupier/contract/paths';
import { useStatus, useWhitelabel } from '../../shared/api/use-system.ts';

/**
 * Whether the site lets visitors register (USERNAMEREG3 or MOBILENUMREG3) and reset a forgotten
 * password themselves (CHNGPASSVERIF3 or CHNGPASSMAIL3). A site with both of a pair off (agents open
 * its accounts, customer service resets passwords) offers neither entry, rather than a form the
 * server refuses once it is filled in. Unknown flags leave the entries as they are.
 */
export const useOpenDoors = () => {
  const whitelabel = useWhitelabel().data;
  const status = useStatus().data;
  const flags = whitelabel ?? status?.info.whitelabel;
  const open = (...names: string[]) => flags === undefined || names.some((name) => isFlagOn(flags, name));
  return {
    registration: open('USERNAMEREG3', 'MOBILENUMREG3'),
    passwordReset: open('CHNGPASSVERIF3', 'CHNGPASSMAIL3'),
  };
};
