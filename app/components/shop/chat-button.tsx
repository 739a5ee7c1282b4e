/** spec §2: floating chat-with-us button. (Skeleton; built in the shell work.) */
export function ChatButton() {
  return null;
}
