/** Who is calling: the first argument of every service function that needs a session. */
export interface Actor {
  memberId: number;
  merchantId: number;
  type: number;
  side: 'member' | 'agent';
  sessionId: number;
  forcedChange: boolean;
}

export const agentTypes: readonly number[] = [1, 2, 41, 42];
export const trialType = 4;
/** the agent flag of the client: true for 1, 2, 4, 41, 42 (spec §4) */
export const isAgentFlag = (type: number) => agentTypes.includes(type) || type === trialType;

/** The actor a live session of a member stands for. */
export const actorOf = (
  member: { id: number; merchantId: number; type: number },
  session: { id: number; side: Actor['side']; forcedChange: boolean },
): Actor => ({
  memberId: member.id,
  merchantId: member.merchantId,
  type: member.type,
  side: session.side,
  sessionId: session.id,
  forcedChange: session.forcedChange,
});
