/** Shown under 'How to Use': what the condition code receives and must return. */
export const CONDITION_HOW_TO_USE = `The code runs when the flow reaches this node and decides which output the flow takes.
It can read:
  $input        the user's input
  $flow.state   the flow state; $flow.sessionId, $flow.chatId
  $vars         your variables
Return the name of an output, for example:
  if ($flow.state.topic === 'billing') {
    return 'billing';
  }
  return 'other';
Every value your code can return becomes an output; the flow stops if nothing is returned.`;
