import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A back-office address that opens `tab` (and its `section`) on one member's rows: `?member=`. */
export const memberLink = (username: string, tab: string, section?: string) =>
  `/backoffice?${new URLSearchParams({ tab, ...(section ? { section } : {}), member: username })}`;

/**
 * The member a link named (`?member=`), read once on opening, when the screen's own contract
 * accepts the name (`accepts`); '' otherwise, and the screen shows everyone.
 */
export const useLinkedMember = (accepts: (username: string) => boolean) => {
  const [params] = useSearchParams();
  const [username] = useState(() => {
    const named = params.get('member')?.trim() ?? '';
    return named && accepts(named) ? named : '';
  });
  return username;
};

/** The games area's section a link named (`?section=`), when it is one of `sections`. */
export const useLinkedSection = <S extends string>(sections: readonly S[]) => {
  const [params] = useSearchParams();
  const named = params.get('section');
  return sections.find((section) => section === named);
};
